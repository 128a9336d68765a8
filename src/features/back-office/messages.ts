import { defineMessages } from '../../i18n/define-messages'

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
      'Your account does not work on this part of the back office: an admin can give it this area.',
    'backOffice.refusedHint':
      'You are logged in as {email}. Ask an admin to give your account a role.',
    'backOffice.toShop': 'Back to the shop',
    'backOffice.loggedInAs': 'Logged in as {email} ({role})',
    'backOffice.role.shopper': 'shopper',
    'backOffice.role.staff': 'staff',
    'backOffice.role.admin': 'admin',
    'backOffice.offline': 'The back office works online only: connect to make changes.',
    'backOffice.failed': 'The shop refused: {message}',
    'backOffice.todo.heading': 'What needs doing',
    'backOffice.todo.toConfirm':
      '{count, plural, =0 {No order to confirm} one {# order to confirm} other {# orders to confirm}}',
    'backOffice.todo.awaitingPayment':
      '{count, plural, =0 {No transfer awaited} one {# transfer awaited} other {# transfers awaited}}',
    'backOffice.todo.questions':
      '{count, plural, =0 {No question waiting} one {# question waiting for an answer} other {# questions waiting for an answer}}',
    'backOffice.todo.lowStock':
      '{count, plural, =0 {Nothing low on stock} one {# product or option with {at} or fewer left} other {# products or options with {at} or fewer left}}',
    'backOffice.today.heading': 'Today',
    'backOffice.today.orders':
      '{count, plural, =0 {No order yet} one {# order} other {# orders}}, {sales} in sales',
    'backOffice.today.cancelled':
      '{count, plural, =0 {No order cancelled.} one {# cancelled order is left out of the sales.} other {# cancelled orders are left out of the sales.}}',
    'backOffice.waiting': '{count, plural, one {# waiting} other {# waiting}}',
    'backOffice.open': 'Open the back office',
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
      'حساب شما به این بخش پنل مدیریت دسترسی ندارد؛ مدیر می‌تواند این بخش را به آن بدهد.',
    'backOffice.refusedHint': 'شما با {email} وارد شده‌اید. از مدیر بخواهید به حساب شما نقشی بدهد.',
    'backOffice.toShop': 'بازگشت به فروشگاه',
    'backOffice.loggedInAs': 'ورود با {email} ({role})',
    'backOffice.role.shopper': 'خریدار',
    'backOffice.role.staff': 'کارمند',
    'backOffice.role.admin': 'مدیر',
    'backOffice.offline': 'پنل مدیریت فقط آنلاین کار می‌کند: برای ثبت تغییرات به اینترنت وصل شوید.',
    'backOffice.failed': 'فروشگاه نپذیرفت: {message}',
    'backOffice.todo.heading': 'کارهای مانده',
    'backOffice.todo.toConfirm':
      '{count, plural, =0 {سفارشی برای تأیید نیست} other {# سفارش برای تأیید}}',
    'backOffice.todo.awaitingPayment':
      '{count, plural, =0 {واریزی در انتظار نیست} other {# سفارش در انتظار واریز}}',
    'backOffice.todo.questions':
      '{count, plural, =0 {پرسشی بی‌پاسخ نیست} other {# پرسش در انتظار پاسخ}}',
    'backOffice.todo.lowStock':
      '{count, plural, =0 {موجودی هیچ کالایی کم نیست} other {# کالا یا گزینه با موجودی {at} یا کمتر}}',
    'backOffice.today.heading': 'امروز',
    'backOffice.today.orders':
      '{count, plural, =0 {هنوز سفارشی نیست} other {# سفارش}}، فروش {sales}',
    'backOffice.today.cancelled':
      '{count, plural, =0 {سفارشی لغو نشده است.} other {# سفارش لغوشده در فروش حساب نشده است.}}',
    'backOffice.waiting': '{count, plural, other {# در انتظار}}',
    'backOffice.open': 'باز کردن پنل مدیریت',
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
    'backOffice.refusedArea':
      'لا يعمل حسابك في هذا القسم من لوحة الإدارة: يمكن للمدير منحه هذا القسم.',
    'backOffice.refusedHint': 'أنت مسجّل الدخول بـ {email}. اطلب من المدير منح حسابك دورًا.',
    'backOffice.toShop': 'العودة إلى المتجر',
    'backOffice.loggedInAs': 'تم الدخول بـ {email} ({role})',
    'backOffice.role.shopper': 'متسوّق',
    'backOffice.role.staff': 'موظف',
    'backOffice.role.admin': 'مدير',
    'backOffice.offline': 'تعمل لوحة الإدارة عبر الإنترنت فقط: اتصل لإجراء التغييرات.',
    'backOffice.failed': 'رفض المتجر: {message}',
    'backOffice.todo.heading': 'ما ينتظر العمل',
    'backOffice.todo.toConfirm': '{count, plural, =0 {لا طلبات للتأكيد} other {طلبات للتأكيد: #}}',
    'backOffice.todo.awaitingPayment':
      '{count, plural, =0 {لا تحويلات منتظرة} other {طلبات بانتظار التحويل: #}}',
    'backOffice.todo.questions':
      '{count, plural, =0 {لا أسئلة بانتظار الرد} other {أسئلة بانتظار الرد: #}}',
    'backOffice.todo.lowStock':
      '{count, plural, =0 {لا منتج قليل المخزون} other {منتجات أو خيارات بقي منها {at} أو أقل: #}}',
    'backOffice.today.heading': 'اليوم',
    'backOffice.today.orders':
      '{count, plural, =0 {لا طلبات بعد} other {الطلبات: #}}، المبيعات {sales}',
    'backOffice.today.cancelled':
      '{count, plural, =0 {لم يُلغَ أي طلب.} other {الطلبات الملغاة خارج المبيعات: #.}}',
    'backOffice.waiting': '{count, plural, other {بالانتظار: #}}',
    'backOffice.open': 'فتح لوحة الإدارة',
  },
})
