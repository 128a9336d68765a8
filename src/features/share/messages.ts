import { defineMessages } from '../../i18n/define-messages'

/** Words of the share dialog. */
export const shareMessages = defineMessages({
  en: {
    'share.title': 'Share this page',
    'share.on': 'Share on {network}',
    'share.device': 'More ways to share…',
    'share.copy': 'Copy the link',
    'share.copied': 'The link is copied.',
    'share.copyFailed': 'The link could not be copied; select it above.',
    'share.link': 'Link',
  },
  fa: {
    'share.title': 'اشتراک‌گذاری این صفحه',
    'share.on': 'اشتراک در {network}',
    'share.device': 'راه‌های دیگر اشتراک…',
    'share.copy': 'کپی پیوند',
    'share.copied': 'پیوند کپی شد.',
    'share.copyFailed': 'پیوند کپی نشد؛ آن را از بالا انتخاب کنید.',
    'share.link': 'پیوند',
  },
  ar: {
    'share.title': 'مشاركة هذه الصفحة',
    'share.on': 'المشاركة على {network}',
    'share.device': 'طرق أخرى للمشاركة…',
    'share.copy': 'نسخ الرابط',
    'share.copied': 'تم نسخ الرابط.',
    'share.copyFailed': 'تعذّر نسخ الرابط؛ حدّده من الأعلى.',
    'share.link': 'الرابط',
  },
})
