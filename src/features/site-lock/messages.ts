import { defineMessages } from '../../i18n/define-messages'

export const siteLockMessages = defineMessages({
  en: {
    'lock.title': 'Coming soon',
    'lock.text': 'The shop is getting ready. If you have the key, enter it to look inside.',
    'lock.keyLabel': 'Key',
    'lock.submit': 'Open',
    'lock.wrongKey': 'That key is not right.',
    'lock.failed': 'The shop could not be reached. Try again.',
  },
  fa: {
    'lock.title': 'به‌زودی',
    'lock.text': 'فروشگاه در حال آماده شدن است. اگر کلید را دارید، آن را وارد کنید.',
    'lock.keyLabel': 'کلید',
    'lock.submit': 'باز کردن',
    'lock.wrongKey': 'این کلید درست نیست.',
    'lock.failed': 'ارتباط با فروشگاه برقرار نشد. دوباره تلاش کنید.',
  },
  ar: {
    'lock.title': 'قريبًا',
    'lock.text': 'المتجر قيد التجهيز. إذا كان لديك المفتاح فأدخله للدخول.',
    'lock.keyLabel': 'المفتاح',
    'lock.submit': 'فتح',
    'lock.wrongKey': 'هذا المفتاح غير صحيح.',
    'lock.failed': 'تعذر الوصول إلى المتجر. حاول مرة أخرى.',
  },
})
