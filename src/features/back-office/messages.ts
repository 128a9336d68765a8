import { defineMessages, type MessageIdOf } from '../../i18n/define-messages'

/** The back office's frame: its title, its areas and who may enter. */
export const backOfficeMessages = defineMessages({
  en: {
    'backOffice.pages': 'Pages',
    'backOffice.menus': 'Menus',
    'backOffice.notFound': 'No such page',
    'backOffice.notFoundHint': 'The back office has no page at this address.',
    'backOffice.opening': 'Opening…',
    'backOffice.title': 'Back office',
    'backOffice.nav': 'Back office areas',
    'backOffice.home': 'Overview',
    'backOffice.orders': 'Orders',
    'backOffice.audit': 'Audit',
    'backOffice.staff': 'Staff',
    'backOffice.questions': 'Questions',
    'backOffice.reviews': 'Reviews and questions',
    'backOffice.products': 'Products',
    'backOffice.serials': 'Serials',
    'backOffice.checking': 'Checking your account…',
    'backOffice.refused': 'This part of the shop is for its staff.',
    'backOffice.refusedAdmin': 'Only an admin may open this page.',
    'backOffice.refusedArea':
      'This screen needs the “{area}” area: ask an admin to give it to your account.',
    'backOffice.refusedHint':
      'You are logged in as {email}. Ask an admin to give your account a role.',
    'backOffice.toShop': 'Back to the shop',
    'backOffice.loggedInAs': 'Logged in as {email} ({role})',
    'backOffice.role.shopper': 'shopper',
    'backOffice.role.staff': 'staff',
    'backOffice.role.admin': 'admin',
    'backOffice.language.EN': 'English',
    'backOffice.language.FA': 'Persian',
    'backOffice.language.AR': 'Arabic',
    'backOffice.offline': 'The back office works online only: connect to make changes.',
    'backOffice.leave.title': 'Leave without saving?',
    'backOffice.leave.text': 'Your changes here are not saved yet: leaving now loses them.',
    'backOffice.leave.stay': 'Stay and keep editing',
    'backOffice.leave.go': 'Leave without saving',
    'backOffice.problem.fields': 'The shop did not save this: correct the marked fields.',
    'backOffice.problem.input':
      'The shop could not read this change: check what you entered and save again.',
    'backOffice.problem.login': 'Your login has ended: log in again, then save again.',
    'backOffice.problem.forbidden':
      'Your account may not do this: an admin can give it this area or role.',
    'backOffice.problem.gone': 'This is no longer in the shop: it was removed meanwhile.',
    'backOffice.problem.changed':
      'This changed meanwhile: the screen now shows it as it is. Check it and try again.',
    'backOffice.problem.tooLarge':
      'This is too large to send: send smaller files, or fewer at once.',
    'backOffice.problem.tooMany': 'Too many changes at once: wait a moment and try again.',
    'backOffice.problem.failed': 'The shop could not do this now: try again in a moment.',
    'backOffice.todo.heading': 'What needs doing',
    'backOffice.todo.noArea':
      'Your account works in no area of the back office yet: ask an admin to give it one.',
    'backOffice.todo.toConfirm':
      '{count, plural, =0 {No order to confirm} one {# order to confirm} other {# orders to confirm}}',
    'backOffice.todo.awaitingPayment':
      '{count, plural, =0 {No transfer awaited} one {# transfer awaited} other {# transfers awaited}}',
    'backOffice.todo.questions':
      '{count, plural, =0 {No question waiting} one {# question waiting for an answer} other {# questions waiting for an answer}}',
    'backOffice.todo.lowStock':
      '{count, plural, =0 {Nothing low on stock} one {# product or option with {at, number} or fewer left} other {# products or options with {at, number} or fewer left}}',
    'backOffice.today.heading': 'Today',
    'backOffice.today.orders':
      '{count, plural, =0 {No order placed yet} one {# order placed} other {# orders placed}}, {sales} in sales (cancelled orders left out)',
    'backOffice.today.cancelled':
      '{count, plural, =0 {No order cancelled today.} one {# order cancelled today, whenever it was placed.} other {# orders cancelled today, whenever they were placed.}}',
    'backOffice.waiting': '{count, plural, one {# waiting} other {# waiting}}',
    'backOffice.open': 'Open the back office',
    'backOffice.news.heading': 'Notifications on this device',
    'backOffice.news.orders': 'New orders',
    'backOffice.news.questions': 'Questions waiting for an answer',
    'backOffice.news.unsupported':
      'This browser cannot show the shop’s notifications. On an iPhone, add the shop to your home screen and open it from there.',
    'backOffice.news.denied':
      'Notifications are blocked for this shop. Allow them in your browser’s site settings, then tick again.',
    'backOffice.news.refused': 'Notifications were not allowed, so this device will not be told.',
    'backOffice.news.browserFailed':
      'This browser could not turn notifications on (a private window cannot). Try in a normal window or the installed app.',
    'backOffice.news.failed': 'The change could not be saved. Check the connection and tick again.',
  },
  fa: {
    'backOffice.pages': 'صفحه‌ها',
    'backOffice.menus': 'منوها',
    'backOffice.notFound': 'چنین صفحه‌ای نیست',
    'backOffice.notFoundHint': 'پنل مدیریت صفحه‌ای در این نشانی ندارد.',
    'backOffice.opening': 'در حال باز کردن…',
    'backOffice.title': 'پنل مدیریت',
    'backOffice.nav': 'بخش‌های پنل مدیریت',
    'backOffice.home': 'نمای کلی',
    'backOffice.orders': 'سفارش‌ها',
    'backOffice.audit': 'گزارش تغییرات',
    'backOffice.staff': 'کارکنان',
    'backOffice.questions': 'پرسش‌ها',
    'backOffice.reviews': 'دیدگاه‌ها و پرسش‌ها',
    'backOffice.products': 'محصولات',
    'backOffice.serials': 'شماره‌سریال‌ها',
    'backOffice.checking': 'در حال بررسی حساب شما…',
    'backOffice.refused': 'این بخش فروشگاه مخصوص کارکنان آن است.',
    'backOffice.refusedAdmin': 'فقط مدیر می‌تواند این صفحه را باز کند.',
    'backOffice.refusedArea':
      'این صفحه بخش «{area}» را می‌خواهد: از مدیر بخواهید این بخش را به حساب شما بدهد.',
    'backOffice.refusedHint': 'شما با {email} وارد شده‌اید. از مدیر بخواهید به حساب شما نقشی بدهد.',
    'backOffice.toShop': 'بازگشت به فروشگاه',
    'backOffice.loggedInAs': 'ورود با {email} ({role})',
    'backOffice.role.shopper': 'خریدار',
    'backOffice.role.staff': 'کارمند',
    'backOffice.role.admin': 'مدیر',
    'backOffice.language.EN': 'انگلیسی',
    'backOffice.language.FA': 'فارسی',
    'backOffice.language.AR': 'عربی',
    'backOffice.offline': 'پنل مدیریت فقط آنلاین کار می‌کند: برای ثبت تغییرات به اینترنت وصل شوید.',
    'backOffice.leave.title': 'بدون ذخیره بیرون می‌روید؟',
    'backOffice.leave.text':
      'تغییرهای شما در اینجا هنوز ذخیره نشده است: اگر اکنون بیرون بروید از دست می‌روند.',
    'backOffice.leave.stay': 'بمانید و ویرایش را ادامه دهید',
    'backOffice.leave.go': 'بدون ذخیره بیرون بروید',
    'backOffice.problem.fields': 'فروشگاه این را ذخیره نکرد: خانه‌های نشان‌داده‌شده را درست کنید.',
    'backOffice.problem.input':
      'فروشگاه این تغییر را نتوانست بخواند: آنچه وارد کرده‌اید را بررسی و دوباره ذخیره کنید.',
    'backOffice.problem.login': 'زمان ورود شما تمام شده است: دوباره وارد شوید و سپس ذخیره کنید.',
    'backOffice.problem.forbidden':
      'حساب شما اجازهٔ این کار را ندارد: مدیر می‌تواند این بخش یا نقش را به آن بدهد.',
    'backOffice.problem.gone': 'این دیگر در فروشگاه نیست: در این میان حذف شده است.',
    'backOffice.problem.changed':
      'این در این میان تغییر کرده است: صفحه اکنون آن را همان‌گونه که هست نشان می‌دهد. بررسی کنید و دوباره بکوشید.',
    'backOffice.problem.tooLarge':
      'این برای فرستادن بیش از اندازه بزرگ است: پرونده‌های کوچک‌تر یا کمتری بفرستید.',
    'backOffice.problem.tooMany': 'تغییرهای بسیاری با هم فرستاده شد: کمی صبر کنید و دوباره بکوشید.',
    'backOffice.problem.failed':
      'فروشگاه اکنون نتوانست این کار را انجام دهد: کمی بعد دوباره بکوشید.',
    'backOffice.todo.heading': 'کارهای مانده',
    'backOffice.todo.noArea':
      'حساب شما هنوز در هیچ بخشی از پنل مدیریت کار نمی‌کند: از مدیر بخواهید بخشی به آن بدهد.',
    'backOffice.todo.toConfirm':
      '{count, plural, =0 {سفارشی برای تأیید نیست} other {# سفارش برای تأیید}}',
    'backOffice.todo.awaitingPayment':
      '{count, plural, =0 {واریزی در انتظار نیست} other {# سفارش در انتظار واریز}}',
    'backOffice.todo.questions':
      '{count, plural, =0 {پرسشی بی‌پاسخ نیست} other {# پرسش در انتظار پاسخ}}',
    'backOffice.todo.lowStock':
      '{count, plural, =0 {موجودی هیچ کالایی کم نیست} other {# کالا یا گزینه با موجودی {at, number} یا کمتر}}',
    'backOffice.today.heading': 'امروز',
    'backOffice.today.orders':
      '{count, plural, =0 {هنوز سفارشی ثبت نشده است} other {# سفارش ثبت شده}}، فروش {sales} (بدون سفارش‌های لغوشده)',
    'backOffice.today.cancelled':
      '{count, plural, =0 {امروز سفارشی لغو نشده است.} other {امروز # سفارش لغو شده است، هر روز که ثبت شده باشد.}}',
    'backOffice.waiting': '{count, plural, other {# در انتظار}}',
    'backOffice.open': 'باز کردن پنل مدیریت',
    'backOffice.news.heading': 'اعلان‌ها روی این دستگاه',
    'backOffice.news.orders': 'سفارش‌های تازه',
    'backOffice.news.questions': 'پرسش‌های در انتظار پاسخ',
    'backOffice.news.unsupported':
      'این مرورگر نمی‌تواند اعلان‌های فروشگاه را نشان دهد. در آیفون، فروشگاه را به صفحهٔ اصلی بیفزایید و از آنجا باز کنید.',
    'backOffice.news.denied':
      'اعلان‌های این فروشگاه مسدود است. آن‌ها را در تنظیمات سایت مرورگر مجاز کنید و دوباره علامت بزنید.',
    'backOffice.news.refused': 'اجازهٔ اعلان داده نشد؛ این دستگاه خبردار نمی‌شود.',
    'backOffice.news.browserFailed':
      'این مرورگر نتوانست اعلان‌ها را روشن کند (پنجرهٔ خصوصی نمی‌تواند). در پنجرهٔ معمولی یا برنامهٔ نصب‌شده امتحان کنید.',
    'backOffice.news.failed': 'تغییر ذخیره نشد. اتصال را بررسی کنید و دوباره علامت بزنید.',
  },
  ar: {
    'backOffice.pages': 'الصفحات',
    'backOffice.menus': 'القوائم',
    'backOffice.notFound': 'لا توجد صفحة كهذه',
    'backOffice.notFoundHint': 'لا تحتوي لوحة الإدارة على صفحة بهذا العنوان.',
    'backOffice.opening': 'جارٍ الفتح…',
    'backOffice.title': 'لوحة الإدارة',
    'backOffice.nav': 'أقسام لوحة الإدارة',
    'backOffice.home': 'نظرة عامة',
    'backOffice.orders': 'الطلبات',
    'backOffice.audit': 'سجل التغييرات',
    'backOffice.staff': 'الموظفون',
    'backOffice.questions': 'الأسئلة',
    'backOffice.reviews': 'التقييمات والأسئلة',
    'backOffice.products': 'المنتجات',
    'backOffice.serials': 'الأرقام التسلسلية',
    'backOffice.checking': 'جارٍ التحقق من حسابك…',
    'backOffice.refused': 'هذا القسم من المتجر مخصص لموظفيه.',
    'backOffice.refusedAdmin': 'يمكن للمدير فقط فتح هذه الصفحة.',
    'backOffice.refusedArea': 'تحتاج هذه الشاشة إلى قسم «{area}»: اطلب من المدير منحه لحسابك.',
    'backOffice.refusedHint': 'أنت مسجّل الدخول بـ {email}. اطلب من المدير منح حسابك دورًا.',
    'backOffice.toShop': 'العودة إلى المتجر',
    'backOffice.loggedInAs': 'تم الدخول بـ {email} ({role})',
    'backOffice.role.shopper': 'متسوّق',
    'backOffice.role.staff': 'موظف',
    'backOffice.role.admin': 'مدير',
    'backOffice.language.EN': 'الإنجليزية',
    'backOffice.language.FA': 'الفارسية',
    'backOffice.language.AR': 'العربية',
    'backOffice.offline': 'تعمل لوحة الإدارة عبر الإنترنت فقط: اتصل لإجراء التغييرات.',
    'backOffice.leave.title': 'المغادرة دون حفظ؟',
    'backOffice.leave.text': 'تغييراتك هنا لم تُحفظ بعد: إن غادرت الآن فستضيع.',
    'backOffice.leave.stay': 'ابقَ وتابع التحرير',
    'backOffice.leave.go': 'غادر دون حفظ',
    'backOffice.problem.fields': 'لم يحفظ المتجر هذا: صحّح الحقول المعلَّمة.',
    'backOffice.problem.input':
      'تعذّر على المتجر قراءة هذا التغيير: تحقّق مما أدخلته واحفظ مرة أخرى.',
    'backOffice.problem.login': 'انتهت جلسة دخولك: سجّل الدخول مرة أخرى ثم احفظ.',
    'backOffice.problem.forbidden': 'لا يسمح حسابك بهذا: يمكن للمدير أن يمنحه هذا القسم أو الدور.',
    'backOffice.problem.gone': 'لم يعد هذا في المتجر: حُذف في هذه الأثناء.',
    'backOffice.problem.changed':
      'تغيّر هذا في هذه الأثناء: تعرضه الشاشة الآن كما هو. تحقّق منه وحاول مرة أخرى.',
    'backOffice.problem.tooLarge': 'هذا أكبر من أن يُرسل: أرسل ملفات أصغر أو أقل عددًا.',
    'backOffice.problem.tooMany': 'تغييرات كثيرة في وقت واحد: انتظر قليلًا وحاول مرة أخرى.',
    'backOffice.problem.failed': 'تعذّر على المتجر القيام بهذا الآن: حاول مرة أخرى بعد قليل.',
    'backOffice.todo.heading': 'ما ينتظر العمل',
    'backOffice.todo.noArea':
      'لا يعمل حسابك بعد في أي قسم من لوحة الإدارة: اطلب من المدير منحه قسمًا.',
    'backOffice.todo.toConfirm': '{count, plural, =0 {لا طلبات للتأكيد} other {طلبات للتأكيد: #}}',
    'backOffice.todo.awaitingPayment':
      '{count, plural, =0 {لا تحويلات منتظرة} other {طلبات بانتظار التحويل: #}}',
    'backOffice.todo.questions':
      '{count, plural, =0 {لا أسئلة بانتظار الرد} other {أسئلة بانتظار الرد: #}}',
    'backOffice.todo.lowStock':
      '{count, plural, =0 {لا منتج قليل المخزون} other {منتجات أو خيارات بقي منها {at, number} أو أقل: #}}',
    'backOffice.today.heading': 'اليوم',
    'backOffice.today.orders':
      '{count, plural, =0 {لم يُقدَّم أي طلب بعد} other {الطلبات المقدَّمة: #}}، المبيعات {sales} (دون الطلبات الملغاة)',
    'backOffice.today.cancelled':
      '{count, plural, =0 {لم يُلغَ أي طلب اليوم.} other {الطلبات الملغاة اليوم، أيًّا كان يوم تقديمها: #.}}',
    'backOffice.waiting': '{count, plural, other {بالانتظار: #}}',
    'backOffice.open': 'فتح لوحة الإدارة',
    'backOffice.news.heading': 'الإشعارات على هذا الجهاز',
    'backOffice.news.orders': 'الطلبات الجديدة',
    'backOffice.news.questions': 'الأسئلة التي تنتظر الإجابة',
    'backOffice.news.unsupported':
      'لا يستطيع هذا المتصفح عرض إشعارات المتجر. على الآيفون، أضف المتجر إلى الشاشة الرئيسية وافتحه من هناك.',
    'backOffice.news.denied':
      'إشعارات هذا المتجر محظورة. اسمح بها في إعدادات الموقع في متصفحك ثم أعد التحديد.',
    'backOffice.news.refused': 'لم يُسمح بالإشعارات، فلن يتلقى هذا الجهاز الأخبار.',
    'backOffice.news.browserFailed':
      'تعذّر على هذا المتصفح تشغيل الإشعارات (النافذة الخاصة لا تستطيع). جرّب في نافذة عادية أو في التطبيق المثبّت.',
    'backOffice.news.failed': 'تعذّر حفظ التغيير. تحقق من الاتصال وأعد التحديد.',
  },
})

export type BackOfficeMessageId = MessageIdOf<typeof backOfficeMessages>
