import { defineMessages } from '../../i18n/define-messages'

export const appStartMessages = defineMessages({
  en: {
    'app.notFoundTitle': '404',
    'app.notFoundText': 'This page does not exist.',
    'app.backHome': 'Back to the home page',
    'app.errorTitle': 'Unexpected Application Error!',
    'app.errorText': 'Something went wrong while opening this page.',
    'app.retry': 'Try again',
    'app.offline': 'You are offline; this page is not saved on this device.',
  },
  fa: {
    'app.notFoundTitle': '۴۰۴',
    'app.notFoundText': 'این صفحه وجود ندارد.',
    'app.backHome': 'بازگشت به صفحه اصلی',
    'app.errorTitle': 'خطای غیرمنتظره در برنامه!',
    'app.errorText': 'هنگام باز کردن این صفحه مشکلی پیش آمد.',
    'app.retry': 'تلاش دوباره',
    'app.offline': 'شما آفلاین هستید و این صفحه روی این دستگاه ذخیره نشده است.',
  },
  ar: {
    'app.notFoundTitle': '٤٠٤',
    'app.notFoundText': 'هذه الصفحة غير موجودة.',
    'app.backHome': 'العودة إلى الصفحة الرئيسية',
    'app.errorTitle': 'خطأ غير متوقع في التطبيق!',
    'app.errorText': 'حدث خطأ أثناء فتح هذه الصفحة.',
    'app.retry': 'حاول مرة أخرى',
    'app.offline': 'أنت غير متصل، وهذه الصفحة غير محفوظة على هذا الجهاز.',
  },
})
