import { defineMessages } from '../../i18n/define-messages'

/** What the shop says while it is too busy to answer (loaded when it is). */
export const busyMessages = defineMessages({
  en: {
    'shell.busyTitle': 'The shop is busy',
    'shell.busyText':
      'Many people are shopping right now. This page opens by itself as soon as the shop answers; you need not do anything.',
    'shell.busyNow': 'The shop is busy: you see what this device saved. It updates by itself.',
    'shell.busyTryNow': 'Try now',
  },
  fa: {
    'shell.busyTitle': 'فروشگاه شلوغ است',
    'shell.busyText':
      'هم‌اکنون افراد زیادی در حال خرید هستند. این صفحه به محض پاسخ فروشگاه خودش باز می‌شود؛ لازم نیست کاری بکنید.',
    'shell.busyNow':
      'فروشگاه شلوغ است: آنچه این دستگاه ذخیره کرده را می‌بینید. خودش به‌روز می‌شود.',
    'shell.busyTryNow': 'همین حالا امتحان کن',
  },
  ar: {
    'shell.busyTitle': 'المتجر مشغول',
    'shell.busyText':
      'كثيرون يتسوقون الآن. ستُفتح هذه الصفحة تلقائيًا حالما يستجيب المتجر؛ لا داعي لفعل أي شيء.',
    'shell.busyNow': 'المتجر مشغول: ترى ما حفظه هذا الجهاز. سيتحدّث تلقائيًا.',
    'shell.busyTryNow': 'حاول الآن',
  },
})
