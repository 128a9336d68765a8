import { defineMessages } from '../../i18n/define-messages'

/** What the shop says about being offline (loaded when it is). */
export const offlineMessages = defineMessages({
  en: {
    'shell.offline': 'This page is not saved on this device yet.',
    'shell.offlineTitle': 'You are offline',
    'shell.offlinePages': 'Saved on this device',
    'shell.offlineNoPages': 'Pages you open while online are saved here for reading offline.',
    'shell.nowOffline': 'You are offline. Pages you have seen still open.',
    'shell.backOnline': 'Back online.',
    'shell.savedAgo': 'This page was saved {ago}.',
  },
  fa: {
    'shell.offline': 'این صفحه هنوز روی این دستگاه ذخیره نشده است.',
    'shell.offlineTitle': 'شما آفلاین هستید',
    'shell.offlinePages': 'ذخیره‌شده روی این دستگاه',
    'shell.offlineNoPages':
      'صفحه‌هایی که در حالت آنلاین باز می‌کنید برای خواندن آفلاین اینجا ذخیره می‌شوند.',
    'shell.nowOffline': 'شما آفلاین هستید. صفحه‌هایی که دیده‌اید همچنان باز می‌شوند.',
    'shell.backOnline': 'دوباره آنلاین شدید.',
    'shell.savedAgo': 'این صفحه {ago} ذخیره شده است.',
  },
  ar: {
    'shell.offline': 'هذه الصفحة غير محفوظة على هذا الجهاز بعد.',
    'shell.offlineTitle': 'أنت غير متصل',
    'shell.offlinePages': 'محفوظة على هذا الجهاز',
    'shell.offlineNoPages': 'الصفحات التي تفتحها أثناء الاتصال تُحفظ هنا للقراءة دون اتصال.',
    'shell.nowOffline': 'أنت غير متصل. الصفحات التي شاهدتها ما زالت تُفتح.',
    'shell.backOnline': 'عاد الاتصال.',
    'shell.savedAgo': 'حُفظت هذه الصفحة {ago}.',
  },
})
