import { defineMessages } from '../../i18n/define-messages'

/** Words of the blog's screens. */
export const blogMessages = defineMessages({
  en: {
    'blog.posts': 'Posts',
    'blog.categories': 'Categories',
    'blog.postCount': '{count, plural, =0 {No posts} one {# post} other {# posts}}',
    'blog.allInCategory': 'All posts in {category}',
    'blog.empty': 'Nothing has been published here yet.',
    'blog.search': 'Search the blog',
    'blog.searchButton': 'Search',
    'blog.searchHint': 'Type at least {min, number} characters to search.',
    'blog.searchPrompt': 'Find posts by words of their title, summary or text.',
    'blog.found': '{count, plural, one {# post found} other {# posts found}}',
    'blog.noMatch': 'No posts match “{q}”.',
  },
  fa: {
    'blog.posts': 'نوشته‌ها',
    'blog.categories': 'دسته‌بندی‌ها',
    'blog.postCount': '{count, plural, =0 {بدون نوشته} other {# نوشته}}',
    'blog.allInCategory': 'همه نوشته‌های {category}',
    'blog.empty': 'هنوز نوشته‌ای اینجا منتشر نشده است.',
    'blog.search': 'جستجو در وبلاگ',
    'blog.searchButton': 'جستجو',
    'blog.searchHint': 'برای جستجو دست‌کم {min, number} نویسه بنویسید.',
    'blog.searchPrompt': 'نوشته‌ها را با واژه‌های عنوان، خلاصه یا متنشان پیدا کنید.',
    'blog.found': '{count, plural, other {# نوشته پیدا شد}}',
    'blog.noMatch': 'نوشته‌ای با «{q}» پیدا نشد.',
  },
  ar: {
    'blog.posts': 'المقالات',
    'blog.categories': 'التصنيفات',
    'blog.postCount':
      '{count, plural, =0 {لا مقالات} one {مقال واحد} two {مقالان} few {# مقالات} many {# مقالًا} other {# مقال}}',
    'blog.allInCategory': 'كل مقالات {category}',
    'blog.empty': 'لم يُنشر شيء هنا بعد.',
    'blog.search': 'البحث في المدونة',
    'blog.searchButton': 'بحث',
    'blog.searchHint': 'اكتب {min, number} أحرف على الأقل للبحث.',
    'blog.searchPrompt': 'ابحث عن المقالات بكلمات من عناوينها أو ملخصاتها أو نصوصها.',
    'blog.found':
      '{count, plural, zero {لم يُعثر على مقالات} one {عُثر على مقال واحد} two {عُثر على مقالين} few {عُثر على # مقالات} many {عُثر على # مقالًا} other {عُثر على # مقال}}',
    'blog.noMatch': 'لا توجد مقالات تطابق «{q}».',
  },
})
