import { defineMessages } from '../../i18n/define-messages'

export const shellMessages = defineMessages({
  en: {
    'shell.notFoundTitle': '404',
    'shell.notFoundText': 'This page does not exist.',
    'shell.backHome': 'Back to the home page',
    'shell.errorTitle': 'Unexpected Application Error!',
    'shell.errorText': 'Something went wrong while opening this page.',
    'shell.retry': 'Try again',
    'shell.offline': 'You are offline; this page is not saved on this device.',
  },
  fa: {
    'shell.notFoundTitle': '۴۰۴',
    'shell.notFoundText': 'این صفحه وجود ندارد.',
    'shell.backHome': 'بازگشت به صفحه اصلی',
    'shell.errorTitle': 'خطای غیرمنتظره در برنامه!',
    'shell.errorText': 'هنگام باز کردن این صفحه مشکلی پیش آمد.',
    'shell.retry': 'تلاش دوباره',
    'shell.offline': 'شما آفلاین هستید و این صفحه روی این دستگاه ذخیره نشده است.',
  },
  ar: {
    'shell.notFoundTitle': '٤٠٤',
    'shell.notFoundText': 'هذه الصفحة غير موجودة.',
    'shell.backHome': 'العودة إلى الصفحة الرئيسية',
    'shell.errorTitle': 'خطأ غير متوقع في التطبيق!',
    'shell.errorText': 'حدث خطأ أثناء فتح هذه الصفحة.',
    'shell.retry': 'حاول مرة أخرى',
    'shell.offline': 'أنت غير متصل، وهذه الصفحة غير محفوظة على هذا الجهاز.',
  },
})
