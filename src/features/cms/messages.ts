import { defineMessages } from '../../i18n/define-messages'

/** Words of the CMS page blocks. */
export const cmsMessages = defineMessages({
  en: {
    'cms.product.detail': 'See this product',
    'cms.product.empty': 'No products to show yet.',
    'cms.oneProduct.detail': 'See the details',
    'cms.oneProduct.howToBuy': 'How to buy this product?',
    'cms.oneProduct.share': 'Share',
    'cms.oneProduct.copied': 'Link copied',
    'cms.content.empty': 'Nothing has been published yet.',
    'cms.contact.phone': 'Call {value}',
    'cms.contact.email': 'Email {value}',
    'cms.newTab': '(opens in a new tab)',
    'cms.backToShop': 'Back to the shop',
  },
  fa: {
    'cms.product.detail': 'جزئیات این محصول',
    'cms.product.empty': 'هنوز محصولی برای نمایش نیست.',
    'cms.oneProduct.detail': 'جزئیات',
    'cms.oneProduct.howToBuy': 'چگونه این محصول را بخرم؟',
    'cms.oneProduct.share': 'اشتراک‌گذاری',
    'cms.oneProduct.copied': 'پیوند کپی شد',
    'cms.content.empty': 'هنوز مطلبی منتشر نشده است.',
    'cms.contact.phone': 'تماس با {value}',
    'cms.contact.email': 'ایمیل به {value}',
    'cms.newTab': '(در زبانه جدید باز می‌شود)',
    'cms.backToShop': 'بازگشت به فروشگاه',
  },
  ar: {
    'cms.product.detail': 'تفاصيل هذا المنتج',
    'cms.product.empty': 'لا توجد منتجات للعرض بعد.',
    'cms.oneProduct.detail': 'التفاصيل',
    'cms.oneProduct.howToBuy': 'كيف أشتري هذا المنتج؟',
    'cms.oneProduct.share': 'مشاركة',
    'cms.oneProduct.copied': 'تم نسخ الرابط',
    'cms.content.empty': 'لم يُنشر شيء بعد.',
    'cms.contact.phone': 'اتصل على {value}',
    'cms.contact.email': 'راسل {value}',
    'cms.newTab': '(يفتح في علامة تبويب جديدة)',
    'cms.backToShop': 'العودة إلى المتجر',
  },
})
