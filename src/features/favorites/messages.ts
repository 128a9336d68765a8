import { defineMessages } from '../../i18n/define-messages'

/**
 * The favourite button's words (a product page shows it; the login screen's words stay apart) and
 * the account's list of favourites.
 */
export const favoriteMessages = defineMessages({
  en: {
    'account.favorite.button': 'Favourite',
    'account.favorite.login': 'Log in to keep your favourites.',
    'account.favorite.loginLink': 'Log in',
    'account.favorite.added': 'Added to your favourites.',
    'account.favorite.removed': 'Removed from your favourites.',
    'account.favorite.already': 'This product is already in your wishlist.',
    'account.favorite.notThere': 'This product was not in your wishlist.',
    'account.favorite.queued':
      'Saved on this device: it will be sent when the shop can be reached.',
    'account.favorites': 'Your favourites',
    'account.favoritesEmpty':
      'You have no favourites yet: press “{button}” on a product’s page to keep it here.',
    'account.favoritesCount':
      '{count, plural, =0 {No products} one {# product} other {# products}}',
    'account.removeFavorite': 'Remove',
    'account.removeFavoriteOf': 'Remove {title} from your favourites',
  },
  fa: {
    'account.favorite.button': 'علاقه‌مندی',
    'account.favorite.login': 'برای نگه داشتن علاقه‌مندی‌ها وارد شوید.',
    'account.favorite.loginLink': 'ورود',
    'account.favorite.added': 'به علاقه‌مندی‌های شما افزوده شد.',
    'account.favorite.removed': 'از علاقه‌مندی‌های شما حذف شد.',
    'account.favorite.already': 'این محصول از قبل در فهرست علاقه‌مندی‌های شماست.',
    'account.favorite.notThere': 'این محصول در فهرست علاقه‌مندی‌های شما نبود.',
    'account.favorite.queued': 'روی این دستگاه ذخیره شد: به محض دسترسی به فروشگاه ارسال می‌شود.',
    'account.favorites': 'علاقه‌مندی‌های شما',
    'account.favoritesEmpty':
      'هنوز علاقه‌مندی‌ای ندارید: در صفحهٔ هر محصول «{button}» را بزنید تا اینجا بماند.',
    'account.favoritesCount': '{count, plural, =0 {محصولی نیست} other {# محصول}}',
    'account.removeFavorite': 'حذف',
    'account.removeFavoriteOf': 'حذف {title} از علاقه‌مندی‌ها',
  },
  ar: {
    'account.favorite.button': 'المفضلة',
    'account.favorite.login': 'سجّل الدخول لتحتفظ بمفضلاتك.',
    'account.favorite.loginLink': 'تسجيل الدخول',
    'account.favorite.added': 'أُضيف إلى مفضلتك.',
    'account.favorite.removed': 'أُزيل من مفضلتك.',
    'account.favorite.already': 'هذا المنتج موجود بالفعل في قائمة أمنياتك.',
    'account.favorite.notThere': 'لم يكن هذا المنتج في قائمة أمنياتك.',
    'account.favorite.queued': 'حُفظ على هذا الجهاز: سيُرسل حالما يمكن الوصول إلى المتجر.',
    'account.favorites': 'مفضلاتك',
    'account.favoritesEmpty': 'لا مفضلات لديك بعد: اضغط «{button}» في صفحة أي منتج لتحتفظ به هنا.',
    'account.favoritesCount':
      '{count, plural, =0 {لا منتجات} one {منتج واحد} two {منتجان} few {# منتجات} many {# منتجًا} other {# منتج}}',
    'account.removeFavorite': 'إزالة',
    'account.removeFavoriteOf': 'إزالة {title} من المفضلة',
  },
})
