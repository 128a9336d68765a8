import type { Language } from '../../src/contract/common'

/** One text in every language of the shop. */
export type Localized = Record<Language, string>
export type CategoryKey = 'irons' | 'hairdryers'

export const categoryKeys: readonly CategoryKey[] = ['irons', 'hairdryers']

export const categoryWords: Record<
  CategoryKey,
  { title: Localized; description: Localized; keywords: Record<Language, string[]> }
> = {
  irons: {
    title: { EN: 'Irons', FA: 'اتو', AR: 'مكاوي' },
    description: {
      EN: 'Steam irons, steam generators, dry and travel irons with warranty and fast delivery.',
      FA: 'اتو بخار، اتو مخزن‌دار، اتو خشک و مسافرتی با گارانتی و ارسال سریع.',
      AR: 'مكاوي بخار ومولدات بخار ومكاوي جافة ومكاوي سفر مع ضمان وتوصيل سريع.',
    },
    keywords: {
      EN: ['iron', 'steam iron', 'steam generator'],
      FA: ['اتو', 'اتو بخار', 'اتو مخزن‌دار'],
      AR: ['مكواة', 'مكواة بخار', 'مولد بخار'],
    },
  },
  hairdryers: {
    title: { EN: 'Hair dryers', FA: 'سشوار', AR: 'مجففات الشعر' },
    description: {
      EN: 'Hair dryers for home and salon: ionic, compact and professional models.',
      FA: 'سشوار خانگی و حرفه‌ای: مدل‌های یونی، کوچک و سالنی.',
      AR: 'مجففات شعر للمنزل والصالون: موديلات أيونية وصغيرة واحترافية.',
    },
    keywords: {
      EN: ['hair dryer', 'ionic hair dryer', 'salon dryer'],
      FA: ['سشوار', 'سشوار یونی', 'سشوار حرفه‌ای'],
      AR: ['مجفف شعر', 'مجفف أيوني', 'مجفف صالون'],
    },
  },
}

/** The listing of every category. */
export const allProductsTitle: Localized = {
  EN: 'All products',
  FA: 'همه محصولات',
  AR: 'جميع المنتجات',
}

export const brandWords: { uniqueId: string; name: Localized }[] = [
  { uniqueId: 'steamline', name: { EN: 'Steamline', FA: 'استیم‌لاین', AR: 'ستيم لاين' } },
  { uniqueId: 'aurora', name: { EN: 'Aurora', FA: 'آرورا', AR: 'أورورا' } },
  { uniqueId: 'velora', name: { EN: 'Velora', FA: 'ولورا', AR: 'فيلورا' } },
  { uniqueId: 'nordwind', name: { EN: 'Nordwind', FA: 'نوردویند', AR: 'نوردويند' } },
  { uniqueId: 'persis', name: { EN: 'Persis', FA: 'پرسیس', AR: 'برسيس' } },
  { uniqueId: 'kavir', name: { EN: 'Kavir', FA: 'کویر', AR: 'كوير' } },
]

export const unitLabel: Localized = { EN: 'Toman', FA: 'تومان', AR: 'تومان' }

export interface SeriesWords {
  code: string
  name: Localized
}

export const seriesWords: Record<CategoryKey, SeriesWords[]> = {
  irons: [
    { code: 'GL', name: { EN: 'Glide', FA: 'گلاید', AR: 'جلايد' } },
    { code: 'SP', name: { EN: 'SteamPro', FA: 'استیم‌پرو', AR: 'ستيم برو' } },
    { code: 'CP', name: { EN: 'Ceramic Plus', FA: 'سرامیک پلاس', AR: 'سيراميك بلس' } },
    { code: 'CM', name: { EN: 'Compact', FA: 'کامپکت', AR: 'كومباكت' } },
    { code: 'PJ', name: { EN: 'Power Jet', FA: 'پاورجت', AR: 'باور جت' } },
    { code: 'SM', name: { EN: 'Smart Care', FA: 'اسمارت کر', AR: 'سمارت كير' } },
  ],
  hairdryers: [
    { code: 'AS', name: { EN: 'AirStyle', FA: 'ایراستایل', AR: 'إير ستايل' } },
    { code: 'IP', name: { EN: 'Ionic Pro', FA: 'یونیک پرو', AR: 'أيونيك برو' } },
    { code: 'SA', name: { EN: 'Salon', FA: 'سالن', AR: 'صالون' } },
    { code: 'TB', name: { EN: 'Turbo', FA: 'توربو', AR: 'توربو' } },
    { code: 'SC', name: { EN: 'Silk Care', FA: 'سیلک کر', AR: 'سيلك كير' } },
    { code: 'TR', name: { EN: 'Travel', FA: 'تراول', AR: 'ترافل' } },
  ],
}

export type IronKind = 'steam' | 'station' | 'dry' | 'travel'
export type DryerKind = 'dryer' | 'pro' | 'compact'

export const ironKinds: Record<IronKind, Localized> = {
  steam: { EN: 'Steam Iron', FA: 'اتو بخار', AR: 'مكواة بخار' },
  station: { EN: 'Steam Generator Iron', FA: 'اتو مخزن‌دار', AR: 'مكواة بمولد بخار' },
  dry: { EN: 'Dry Iron', FA: 'اتو خشک', AR: 'مكواة جافة' },
  travel: { EN: 'Travel Iron', FA: 'اتو مسافرتی', AR: 'مكواة سفر' },
}

export const dryerKinds: Record<DryerKind, Localized> = {
  dryer: { EN: 'Hair Dryer', FA: 'سشوار', AR: 'مجفف شعر' },
  pro: { EN: 'Professional Hair Dryer', FA: 'سشوار حرفه‌ای', AR: 'مجفف شعر احترافي' },
  compact: { EN: 'Compact Hair Dryer', FA: 'سشوار کوچک', AR: 'مجفف شعر صغير' },
}

export const soleplates: Localized[] = [
  { EN: 'ceramic', FA: 'سرامیکی', AR: 'السيراميك' },
  { EN: 'stainless steel', FA: 'استیل ضدزنگ', AR: 'الفولاذ المقاوم للصدأ' },
  { EN: 'titanium', FA: 'تیتانیومی', AR: 'التيتانيوم' },
  { EN: 'non-stick', FA: 'نچسب', AR: 'مادة غير لاصقة' },
]

export const yesNo: { yes: Localized; no: Localized } = {
  yes: { EN: 'Yes', FA: 'دارد', AR: 'نعم' },
  no: { EN: 'No', FA: 'ندارد', AR: 'لا' },
}

/** Attribute names, by attribute id. */
export const attributeNames: Record<CategoryKey, Localized[]> = {
  irons: [
    { EN: 'Power', FA: 'توان', AR: 'القدرة' },
    { EN: 'Soleplate', FA: 'جنس کف', AR: 'القاعدة' },
    { EN: 'Water tank', FA: 'حجم مخزن آب', AR: 'خزان الماء' },
    { EN: 'Steam output', FA: 'خروجی بخار', AR: 'إنتاج البخار' },
    { EN: 'Cord length', FA: 'طول سیم', AR: 'طول السلك' },
    { EN: 'Auto shut-off', FA: 'خاموشی خودکار', AR: 'إيقاف تلقائي' },
  ],
  hairdryers: [
    { EN: 'Power', FA: 'توان', AR: 'القدرة' },
    { EN: 'Speeds', FA: 'تعداد سرعت', AR: 'السرعات' },
    { EN: 'Heat settings', FA: 'درجات حرارت', AR: 'درجات الحرارة' },
    { EN: 'Ionic care', FA: 'فناوری یونی', AR: 'تقنية أيونية' },
    { EN: 'Cord length', FA: 'طول سیم', AR: 'طول السلك' },
    { EN: 'Weight', FA: 'وزن', AR: 'الوزن' },
  ],
}

export const measureUnits: Record<'watt' | 'ml' | 'gramPerMinute' | 'metre' | 'gram', Localized> = {
  watt: { EN: 'W', FA: 'وات', AR: 'واط' },
  ml: { EN: 'ml', FA: 'میلی‌لیتر', AR: 'مل' },
  gramPerMinute: { EN: 'g/min', FA: 'گرم در دقیقه', AR: 'غ/دقيقة' },
  metre: { EN: 'm', FA: 'متر', AR: 'م' },
  gram: { EN: 'g', FA: 'گرم', AR: 'غ' },
}

export const strengths: Record<CategoryKey, Record<Language, string[]>> = {
  irons: {
    EN: [
      'Glides smoothly on every fabric',
      'Strong, even steam',
      'Heats up in under a minute',
      'Anti-drip system',
      'Comfortable, light handle',
      'Easy-fill water tank',
      'Self-cleaning function',
      'Long swivel cord',
    ],
    FA: [
      'روی همه پارچه‌ها نرم حرکت می‌کند',
      'بخار قوی و یکنواخت',
      'در کمتر از یک دقیقه گرم می‌شود',
      'سیستم ضدچکه',
      'دسته سبک و راحت',
      'پر کردن آسان مخزن آب',
      'قابلیت خودتمیزشوندگی',
      'سیم بلند و چرخان',
    ],
    AR: [
      'تنزلق بسلاسة على جميع الأقمشة',
      'بخار قوي ومتساوٍ',
      'تسخن في أقل من دقيقة',
      'نظام مانع للتنقيط',
      'مقبض خفيف ومريح',
      'خزان ماء سهل التعبئة',
      'خاصية التنظيف الذاتي',
      'سلك طويل دوّار',
    ],
  },
  hairdryers: {
    EN: [
      'Dries hair quickly',
      'Quiet motor',
      'Light and easy to hold',
      'Cool-shot button',
      'Leaves hair smooth and shiny',
      'Comes with a concentrator and a diffuser',
      'Foldable handle',
      'Removable filter for cleaning',
    ],
    FA: [
      'مو را سریع خشک می‌کند',
      'موتور کم‌صدا',
      'سبک و خوش‌دست',
      'دکمه باد سرد',
      'مو را صاف و براق می‌کند',
      'همراه با سری متمرکزکننده و دیفیوزر',
      'دسته تاشو',
      'فیلتر جداشدنی برای تمیزکاری',
    ],
    AR: [
      'يجفف الشعر بسرعة',
      'محرك هادئ',
      'خفيف وسهل الإمساك',
      'زر الهواء البارد',
      'يترك الشعر ناعماً ولامعاً',
      'يأتي مع مركّز وموزّع هواء',
      'مقبض قابل للطي',
      'فلتر قابل للإزالة للتنظيف',
    ],
  },
}

export const weaknesses: Record<CategoryKey, Record<Language, string[]>> = {
  irons: {
    EN: [
      'A little heavy for long sessions',
      'The water tank is small',
      'The cord could be longer',
      'Loud when steaming',
      'No storage case',
    ],
    FA: [
      'برای استفاده طولانی کمی سنگین است',
      'مخزن آب کوچک است',
      'سیم می‌توانست بلندتر باشد',
      'هنگام بخار دادن پرصداست',
      'کیف نگهداری ندارد',
    ],
    AR: [
      'ثقيلة قليلاً للاستخدام الطويل',
      'خزان الماء صغير',
      'كان يمكن أن يكون السلك أطول',
      'صاخبة عند إطلاق البخار',
      'لا تأتي مع حقيبة تخزين',
    ],
  },
  hairdryers: {
    EN: [
      'Gets warm at the back',
      'Short cord',
      'The buttons are easy to press by mistake',
      'Loud on the highest speed',
      'No travel pouch',
    ],
    FA: [
      'قسمت پشتی گرم می‌شود',
      'سیم کوتاه',
      'دکمه‌ها به‌راحتی ناخواسته فشرده می‌شوند',
      'در بالاترین سرعت پرصداست',
      'کیف مسافرتی ندارد',
    ],
    AR: [
      'يسخن من الخلف',
      'سلك قصير',
      'من السهل الضغط على الأزرار عن طريق الخطأ',
      'صاخب على أعلى سرعة',
      'لا يأتي مع حقيبة سفر',
    ],
  },
}

export const articleWords: Record<
  CategoryKey,
  Record<Language, { design: string; designText: string; verdict: string; verdictText: string }>
> = {
  irons: {
    EN: {
      design: 'Design and use',
      designText:
        'The soleplate spreads heat evenly, the tip reaches between buttons and the temperature dial is easy to read. Filling and emptying the tank takes a few seconds.',
      verdict: 'Our verdict',
      verdictText:
        'A dependable iron for daily shirts and bed linen that keeps its steam strong over time.',
    },
    FA: {
      design: 'طراحی و کاربری',
      designText:
        'کف اتو گرما را یکنواخت پخش می‌کند، نوک آن به راحتی بین دکمه‌ها می‌رود و درجه دما خوانا است. پر و خالی کردن مخزن چند ثانیه بیشتر طول نمی‌کشد.',
      verdict: 'جمع‌بندی ما',
      verdictText:
        'اتویی قابل اعتماد برای پیراهن‌های روزانه و ملحفه‌ها که بخارش با گذشت زمان قوی می‌ماند.',
    },
    AR: {
      design: 'التصميم والاستخدام',
      designText:
        'توزع القاعدة الحرارة بالتساوي، ويصل رأسها بين الأزرار، ومؤشر الحرارة سهل القراءة. تعبئة الخزان وتفريغه لا يستغرقان سوى ثوانٍ.',
      verdict: 'رأينا',
      verdictText: 'مكواة موثوقة للقمصان اليومية وأغطية الأسرّة تحافظ على قوة بخارها مع مرور الوقت.',
    },
  },
  hairdryers: {
    EN: {
      design: 'Design and use',
      designText:
        'The balanced body rests well in the hand, the switches sit under the thumb and the nozzles click on firmly. The rear filter lifts off for cleaning.',
      verdict: 'Our verdict',
      verdictText: 'A fast, comfortable dryer that is gentle on hair thanks to its heat control.',
    },
    FA: {
      design: 'طراحی و کاربری',
      designText:
        'بدنه متعادل به خوبی در دست قرار می‌گیرد، کلیدها زیر انگشت شست هستند و سری‌ها محکم جا می‌افتند. فیلتر پشتی برای تمیزکاری جدا می‌شود.',
      verdict: 'جمع‌بندی ما',
      verdictText: 'سشواری سریع و راحت که به لطف کنترل دما به مو آسیب کمتری می‌زند.',
    },
    AR: {
      design: 'التصميم والاستخدام',
      designText:
        'يستقر الجسم المتوازن جيداً في اليد، والمفاتيح تحت الإبهام، والفوهات تُثبت بإحكام. يمكن نزع الفلتر الخلفي لتنظيفه.',
      verdict: 'رأينا',
      verdictText: 'مجفف سريع ومريح ولطيف على الشعر بفضل التحكم في الحرارة.',
    },
  },
}

const digitSets: Record<Language, string> = {
  EN: '0123456789',
  FA: '۰۱۲۳۴۵۶۷۸۹',
  AR: '٠١٢٣٤٥٦٧٨٩',
}

/** Writes Latin digits in the digits of a language. */
export function localDigits(text: string | number, lang: Language): string {
  const digits = digitSets[lang]
  return String(text).replace(/[0-9]/g, (d) => digits[Number(d)] ?? d)
}

/** The colours products are sold in: the CSS colour of the swatch and the colour's name. */
export const optionColours: { css: string; name: Localized }[] = [
  { css: '#1f6fd1', name: { EN: 'Ocean blue', FA: 'آبی اقیانوسی', AR: 'أزرق محيطي' } },
  { css: '#d13b3b', name: { EN: 'Ruby red', FA: 'قرمز یاقوتی', AR: 'أحمر ياقوتي' } },
  { css: '#2f9e6f', name: { EN: 'Jade green', FA: 'سبز یشمی', AR: 'أخضر يشمي' } },
  { css: '#7a4bd1', name: { EN: 'Violet', FA: 'بنفش', AR: 'بنفسجي' } },
  { css: '#f0a020', name: { EN: 'Amber', FA: 'کهربایی', AR: 'كهرماني' } },
  { css: '#2b2b2b', name: { EN: 'Charcoal', FA: 'ذغالی', AR: 'فحمي' } },
  { css: '#e05a9c', name: { EN: 'Rose pink', FA: 'صورتی', AR: 'وردي' } },
]
