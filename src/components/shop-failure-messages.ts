import { defineMessages } from '../i18n/define-messages'

/**
 * What a failure of the shop's own (a 5xx answer) means for the visitor: the shop was reached and
 * failed, what was therefore not done, and what to do, quoting the request's id.
 */
export const shopFailureMessages = defineMessages({
  en: {
    'failure.order':
      'Something went wrong in the shop itself, not with your connection, so nothing was ordered.',
    'failure.save':
      'Something went wrong in the shop itself, not with your connection, so nothing was saved.',
    'failure.login':
      'Something went wrong in the shop itself, not with your connection, so you are not logged in.',
    'failure.send':
      'Something went wrong in the shop itself, not with your connection, so no email was sent.',
    'failure.read':
      'Something went wrong in the shop itself, not with your connection, so this could not be loaded.',
    'failure.unlock':
      'Something went wrong in the shop itself, not with your connection, so the shop was not unlocked.',
    'failure.quote':
      'Try again in a moment. If it keeps failing, contact the shop and give them this reference:',
    'failure.retry': 'Try again in a moment. If it keeps failing, contact the shop.',
    'failure.quoteStaff':
      'Try again in a moment. If it keeps failing, give this reference to the shop’s technical support:',
    'failure.retryStaff':
      'Try again in a moment. If it keeps failing, tell the shop’s technical support.',
  },
  fa: {
    'failure.order': 'خطایی در خود فروشگاه رخ داد، نه در اتصال شما؛ پس هیچ سفارشی ثبت نشد.',
    'failure.save': 'خطایی در خود فروشگاه رخ داد، نه در اتصال شما؛ پس چیزی ذخیره نشد.',
    'failure.login': 'خطایی در خود فروشگاه رخ داد، نه در اتصال شما؛ پس وارد حساب خود نشدید.',
    'failure.send': 'خطایی در خود فروشگاه رخ داد، نه در اتصال شما؛ پس هیچ ایمیلی فرستاده نشد.',
    'failure.read': 'خطایی در خود فروشگاه رخ داد، نه در اتصال شما؛ پس این بخش بارگذاری نشد.',
    'failure.unlock': 'خطایی در خود فروشگاه رخ داد، نه در اتصال شما؛ پس قفل فروشگاه باز نشد.',
    'failure.quote':
      'کمی بعد دوباره تلاش کنید. اگر باز هم نشد، با فروشگاه تماس بگیرید و این شناسه را به آن‌ها بدهید:',
    'failure.retry': 'کمی بعد دوباره تلاش کنید. اگر باز هم نشد، با فروشگاه تماس بگیرید.',
    'failure.quoteStaff':
      'کمی بعد دوباره تلاش کنید. اگر باز هم نشد، این شناسه را به پشتیبانی فنی فروشگاه بدهید:',
    'failure.retryStaff':
      'کمی بعد دوباره تلاش کنید. اگر باز هم نشد، به پشتیبانی فنی فروشگاه خبر دهید.',
  },
  ar: {
    'failure.order': 'حدث خطأ في المتجر نفسه، لا في اتصالك؛ لذلك لم يُسجَّل أي طلب.',
    'failure.save': 'حدث خطأ في المتجر نفسه، لا في اتصالك؛ لذلك لم يُحفَظ شيء.',
    'failure.login': 'حدث خطأ في المتجر نفسه، لا في اتصالك؛ لذلك لم يتم تسجيل دخولك.',
    'failure.send': 'حدث خطأ في المتجر نفسه، لا في اتصالك؛ لذلك لم تُرسَل أي رسالة بريد إلكتروني.',
    'failure.read': 'حدث خطأ في المتجر نفسه، لا في اتصالك؛ لذلك تعذّر تحميل هذا.',
    'failure.unlock': 'حدث خطأ في المتجر نفسه، لا في اتصالك؛ لذلك لم يُفتَح قفل المتجر.',
    'failure.quote':
      'حاول مرة أخرى بعد قليل. وإن تكرر الخطأ، فتواصل مع المتجر واذكر له رمز المرجع هذا:',
    'failure.retry': 'حاول مرة أخرى بعد قليل. وإن تكرر الخطأ، فتواصل مع المتجر.',
    'failure.quoteStaff':
      'حاول مرة أخرى بعد قليل. وإن تكرر الخطأ، فأعطِ رمز المرجع هذا للدعم الفني للمتجر:',
    'failure.retryStaff': 'حاول مرة أخرى بعد قليل. وإن تكرر الخطأ، فأبلِغ الدعم الفني للمتجر.',
  },
})
