import { defineMessages } from '../i18n/define-messages'

/** The words of the offer of a new version of the shop. */
export const updateMessages = defineMessages({
  en: {
    'update.ready': 'A new version of the shop is ready.',
    'update.install': 'Update',
    'update.waitsForOutbox':
      'It will be ready to install once what waits in your outbox has been sent.',
  },
  fa: {
    'update.ready': 'نسخه تازه‌ای از فروشگاه آماده است.',
    'update.install': 'به‌روزرسانی',
    'update.waitsForOutbox': 'پس از ارسال آنچه در صف ارسال شماست، آماده نصب می‌شود.',
  },
  ar: {
    'update.ready': 'إصدار جديد من المتجر جاهز.',
    'update.install': 'تحديث',
    'update.waitsForOutbox': 'سيكون جاهزًا للتثبيت بعد إرسال ما ينتظر في صندوق الصادر.',
  },
})
