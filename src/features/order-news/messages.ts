import { defineMessages } from '../../i18n/define-messages'

/** A device told of orders as they move: turning it on and off, and the account's devices. */
export const orderNewsMessages = defineMessages({
  en: {
    'orderNews.turnOn': 'Tell me when my order moves',
    'orderNews.turnOnHint':
      'This device shows a notification when the order is confirmed, ships and arrives.',
    'orderNews.turningOn': 'Turning notifications on…',
    'orderNews.on': 'This device is told when your orders move.',
    'orderNews.turnOff': 'Stop telling this device',
    'orderNews.denied':
      'Notifications are blocked for this shop. Allow them in your browser’s site settings, then press again.',
    'orderNews.refused': 'Notifications were not allowed, so this device will not be told.',
    'orderNews.unsupported':
      'This browser cannot show the shop’s notifications. On an iPhone, add the shop to your home screen and open it from there.',
    'orderNews.browserFailed':
      'This browser could not turn notifications on (a private window cannot). Try in a normal window or the installed app.',
    'orderNews.offline': 'You are offline. Try again once you are connected.',
    'orderNews.failed': 'Notifications could not be turned on. Try again in a moment.',
    'orderNews.devices.title': 'Devices told of your orders',
    'orderNews.devices.none': 'No device is told of your orders yet.',
    'orderNews.devices.device': '{browser} on {system}',
    'orderNews.devices.unknown': 'A browser',
    'orderNews.devices.since': 'since {date}',
    'orderNews.devices.this': 'This device',
    'orderNews.devices.remove': 'Remove',
    'orderNews.devices.removeNamed': 'Remove {device}',
    'orderNews.devices.removeFailed': 'The device could not be removed. Try again in a moment.',
  },
  fa: {
    'orderNews.turnOn': 'وقتی سفارشم جابه‌جا شد خبرم کن',
    'orderNews.turnOnHint': 'این دستگاه هنگام تأیید، ارسال و تحویل سفارش اعلان نشان می‌دهد.',
    'orderNews.turningOn': 'در حال روشن کردن اعلان‌ها…',
    'orderNews.on': 'این دستگاه از وضعیت سفارش‌های شما باخبر می‌شود.',
    'orderNews.turnOff': 'دیگر به این دستگاه خبر نده',
    'orderNews.denied':
      'اعلان‌های این فروشگاه مسدود است. آن‌ها را در تنظیمات سایت مرورگر مجاز کنید و دوباره بزنید.',
    'orderNews.refused': 'اجازهٔ اعلان داده نشد؛ این دستگاه خبردار نمی‌شود.',
    'orderNews.unsupported':
      'این مرورگر نمی‌تواند اعلان‌های فروشگاه را نشان دهد. در آیفون، فروشگاه را به صفحهٔ اصلی بیفزایید و از آنجا باز کنید.',
    'orderNews.browserFailed':
      'این مرورگر نتوانست اعلان‌ها را روشن کند (پنجرهٔ خصوصی نمی‌تواند). در پنجرهٔ معمولی یا برنامهٔ نصب‌شده امتحان کنید.',
    'orderNews.offline': 'آفلاین هستید. پس از وصل شدن دوباره امتحان کنید.',
    'orderNews.failed': 'روشن کردن اعلان‌ها ممکن نشد. کمی بعد دوباره امتحان کنید.',
    'orderNews.devices.title': 'دستگاه‌هایی که از سفارش‌ها باخبر می‌شوند',
    'orderNews.devices.none': 'هنوز هیچ دستگاهی از سفارش‌های شما باخبر نمی‌شود.',
    'orderNews.devices.device': '{browser} روی {system}',
    'orderNews.devices.unknown': 'یک مرورگر',
    'orderNews.devices.since': 'از {date}',
    'orderNews.devices.this': 'همین دستگاه',
    'orderNews.devices.remove': 'حذف',
    'orderNews.devices.removeNamed': 'حذف {device}',
    'orderNews.devices.removeFailed': 'حذف دستگاه ممکن نشد. کمی بعد دوباره امتحان کنید.',
  },
  ar: {
    'orderNews.turnOn': 'أخبرني عندما يتقدّم طلبي',
    'orderNews.turnOnHint': 'يعرض هذا الجهاز إشعاراً عند تأكيد الطلب وشحنه ووصوله.',
    'orderNews.turningOn': 'جارٍ تشغيل الإشعارات…',
    'orderNews.on': 'يتلقى هذا الجهاز أخبار طلباتك.',
    'orderNews.turnOff': 'أوقف إخبار هذا الجهاز',
    'orderNews.denied':
      'إشعارات هذا المتجر محظورة. اسمح بها في إعدادات الموقع في متصفحك ثم اضغط مجدداً.',
    'orderNews.refused': 'لم يُسمح بالإشعارات، فلن يتلقى هذا الجهاز الأخبار.',
    'orderNews.unsupported':
      'لا يستطيع هذا المتصفح عرض إشعارات المتجر. على الآيفون، أضف المتجر إلى الشاشة الرئيسية وافتحه من هناك.',
    'orderNews.browserFailed':
      'تعذّر على هذا المتصفح تشغيل الإشعارات (النافذة الخاصة لا تستطيع). جرّب في نافذة عادية أو في التطبيق المثبّت.',
    'orderNews.offline': 'أنت غير متصل. حاول مجدداً بعد الاتصال.',
    'orderNews.failed': 'تعذّر تشغيل الإشعارات. حاول مجدداً بعد قليل.',
    'orderNews.devices.title': 'الأجهزة التي تتلقى أخبار طلباتك',
    'orderNews.devices.none': 'لا يتلقى أي جهاز أخبار طلباتك بعد.',
    'orderNews.devices.device': '{browser} على {system}',
    'orderNews.devices.unknown': 'متصفح',
    'orderNews.devices.since': 'منذ {date}',
    'orderNews.devices.this': 'هذا الجهاز',
    'orderNews.devices.remove': 'إزالة',
    'orderNews.devices.removeNamed': 'إزالة {device}',
    'orderNews.devices.removeFailed': 'تعذّرت إزالة الجهاز. حاول مجدداً بعد قليل.',
  },
})
