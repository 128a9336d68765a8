import { defineMessages } from '../../i18n/define-messages'

export const installMessages = defineMessages({
  en: {
    'install.button': 'Install the app',
    'install.hint': 'Opens from your home screen and works offline.',
  },
  fa: {
    'install.button': 'نصب برنامه',
    'install.hint': 'از صفحه اصلی گوشی باز می‌شود و آفلاین هم کار می‌کند.',
  },
  ar: {
    'install.button': 'تثبيت التطبيق',
    'install.hint': 'يُفتح من الشاشة الرئيسية ويعمل دون اتصال.',
  },
})
