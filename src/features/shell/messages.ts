import { defineMessages } from '../../i18n/define-messages'

export const shellMessages = defineMessages({
  en: {
    'shell.notFoundTitle': '404',
    'shell.notFoundText': 'This page does not exist.',
    'shell.backHome': 'Back to the home page',
    'shell.errorTitle': 'Unexpected Application Error!',
    'shell.errorText': 'Something went wrong while opening this page.',
    'shell.retry': 'Try again',
  },
  fa: {
    'shell.notFoundTitle': '۴۰۴',
    'shell.notFoundText': 'این صفحه وجود ندارد.',
    'shell.backHome': 'بازگشت به صفحه اصلی',
    'shell.errorTitle': 'خطای غیرمنتظره در برنامه!',
    'shell.errorText': 'هنگام باز کردن این صفحه مشکلی پیش آمد.',
    'shell.retry': 'تلاش دوباره',
  },
  ar: {
    'shell.notFoundTitle': '٤٠٤',
    'shell.notFoundText': 'هذه الصفحة غير موجودة.',
    'shell.backHome': 'العودة إلى الصفحة الرئيسية',
    'shell.errorTitle': 'خطأ غير متوقع في التطبيق!',
    'shell.errorText': 'حدث خطأ أثناء فتح هذه الصفحة.',
    'shell.retry': 'حاول مرة أخرى',
  },
})
