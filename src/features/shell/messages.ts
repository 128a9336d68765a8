import { defineMessages } from '../../i18n/define-messages'

export const shellMessages = defineMessages({
  en: {
    'shell.notFoundTitle': '404',
    'shell.notFoundText': 'This page does not exist.',
    'shell.backHome': 'Back to the home page',
    'shell.errorTitle': 'This page did not open',
    'shell.errorText':
      'Something went wrong on our side. Try again in a moment, or go back to the home page.',
    'shell.retry': 'Try again',
  },
  fa: {
    'shell.notFoundTitle': '۴۰۴',
    'shell.notFoundText': 'این صفحه وجود ندارد.',
    'shell.backHome': 'بازگشت به صفحه اصلی',
    'shell.errorTitle': 'این صفحه باز نشد',
    'shell.errorText':
      'مشکلی از سمت ما پیش آمد. کمی بعد دوباره امتحان کنید یا به صفحه اصلی برگردید.',
    'shell.retry': 'تلاش دوباره',
  },
  ar: {
    'shell.notFoundTitle': '٤٠٤',
    'shell.notFoundText': 'هذه الصفحة غير موجودة.',
    'shell.backHome': 'العودة إلى الصفحة الرئيسية',
    'shell.errorTitle': 'لم تُفتح هذه الصفحة',
    'shell.errorText': 'حدث خطأ من جهتنا. حاول مرة أخرى بعد قليل، أو عُد إلى الصفحة الرئيسية.',
    'shell.retry': 'حاول مرة أخرى',
  },
})
