import type { CategoryKey, Localized } from './catalogue-words'

/**
 * Words only the generated products (beyond the demo's) use. Each list is drawn from with
 * `SeededRandom.zipf`: its first items are common, its last ones rare, as in a real catalogue.
 */

/** A line's edition, named in the title of about a third of the generated products. */
export const editionWords: Localized[] = [
  { EN: 'Alborz', FA: 'البرز', AR: 'البرز' },
  { EN: 'Caspian', FA: 'خزر', AR: 'قزوين' },
  { EN: 'Isfahan', FA: 'اصفهان', AR: 'أصفهان' },
  { EN: 'Pearl', FA: 'مروارید', AR: 'لؤلؤ' },
  { EN: 'Shiraz', FA: 'شیراز', AR: 'شيراز' },
  { EN: 'Breeze', FA: 'نسیم', AR: 'نسيم' },
  { EN: 'Damavand', FA: 'دماوند', AR: 'دماوند' },
  { EN: 'Velvet', FA: 'مخمل', AR: 'مخمل' },
  { EN: 'Tabriz', FA: 'تبریز', AR: 'تبريز' },
  { EN: 'Jasmine', FA: 'یاسمن', AR: 'ياسمين' },
  { EN: 'Horizon', FA: 'افق', AR: 'أفق' },
  { EN: 'Emerald', FA: 'زمرد', AR: 'زمرد' },
  { EN: 'Zagros', FA: 'زاگرس', AR: 'زاغروس' },
  { EN: 'Crystal', FA: 'کریستال', AR: 'كريستال' },
  { EN: 'Kashan', FA: 'کاشان', AR: 'كاشان' },
  { EN: 'Orchid', FA: 'ارکیده', AR: 'أوركيد' },
  { EN: 'Dawn', FA: 'سحر', AR: 'فجر' },
  { EN: 'Yazd', FA: 'یزد', AR: 'يزد' },
  { EN: 'Cedar', FA: 'سدر', AR: 'أرز' },
  { EN: 'Hormuz', FA: 'هرمز', AR: 'هرمز' },
  { EN: 'Lotus', FA: 'نیلوفر', AR: 'لوتس' },
  { EN: 'Agate', FA: 'عقیق', AR: 'عقيق' },
  { EN: 'Golestan', FA: 'گلستان', AR: 'كلستان' },
  { EN: 'Nightingale', FA: 'بلبل', AR: 'عندليب' },
  { EN: 'Sahand', FA: 'سهند', AR: 'سهند' },
  { EN: 'Zenith', FA: 'اوج', AR: 'ذروة' },
  { EN: 'Chalus', FA: 'چالوس', AR: 'جالوس' },
  { EN: 'Anahita', FA: 'آناهیتا', AR: 'أناهيتا' },
  { EN: 'Mahan', FA: 'ماهان', AR: 'ماهان' },
  { EN: 'Kish', FA: 'کیش', AR: 'كيش' },
  { EN: 'Moonlight', FA: 'مهتاب', AR: 'ضوء القمر' },
  { EN: 'Persepolis', FA: 'تخت‌جمشید', AR: 'برسبوليس' },
  { EN: 'Simurgh', FA: 'سیمرغ', AR: 'سيمرغ' },
]

/** How the title names an edition, after the product's own name. */
export const editionOf: Localized = { EN: 'Edition', FA: 'طرح', AR: 'إصدار' }

/** Sentences the description adds, one or two per generated product. */
export const featureWords: Record<CategoryKey, Localized[]> = {
  irons: [
    {
      EN: 'A burst of steam lifts stubborn creases.',
      FA: 'ضربه بخار چین‌های سخت را باز می‌کند.',
      AR: 'دفعة البخار تزيل التجاعيد العنيدة.',
    },
    {
      EN: 'Vertical steam freshens curtains and hanging clothes.',
      FA: 'بخار عمودی پرده و لباس آویزان را صاف می‌کند.',
      AR: 'بخار عمودي لإنعاش الستائر والملابس المعلقة.',
    },
    {
      EN: 'The anti-calc system keeps the steam holes clear of limescale.',
      FA: 'سیستم ضدرسوب منافذ بخار را از جرم پاک نگه می‌دارد.',
      AR: 'نظام مانع الترسبات يحافظ على فتحات البخار نظيفة من الكلس.',
    },
    {
      EN: 'A precision tip reaches around buttons and collars.',
      FA: 'نوک باریک دور دکمه‌ها و یقه را اتو می‌کند.',
      AR: 'رأس دقيق يصل حول الأزرار والياقات.',
    },
    {
      EN: 'Works with tap water; no distilled water needed.',
      FA: 'با آب شیر کار می‌کند و آب مقطر نمی‌خواهد.',
      AR: 'تعمل بماء الصنبور دون حاجة إلى ماء مقطر.',
    },
    {
      EN: 'Safe on silk, wool and linen at one setting.',
      FA: 'با یک تنظیم برای ابریشم، پشم و کتان بی‌خطر است.',
      AR: 'آمنة على الحرير والصوف والكتان بإعداد واحد.',
    },
    {
      EN: 'Locks for carrying, so no water leaks in a bag.',
      FA: 'قفل حمل دارد تا آب در کیف نریزد.',
      AR: 'قفل للحمل حتى لا يتسرب الماء في الحقيبة.',
    },
    {
      EN: 'Ships with a heat-resistant storage mat.',
      FA: 'همراه با زیرانداز نسوز برای نگهداری.',
      AR: 'تأتي مع حصيرة تخزين مقاومة للحرارة.',
    },
    {
      EN: 'A cashmere setting for delicate knitwear.',
      FA: 'تنظیم ویژه کشمیر برای بافتنی‌های ظریف.',
      AR: 'إعداد للكشمير للملابس المحبوكة الرقيقة.',
    },
    {
      EN: 'A lavender-scented water cartridge perfumes the linen.',
      FA: 'کارتریج آب با رایحه اسطوخودوس به ملحفه‌ها بوی خوش می‌دهد.',
      AR: 'خرطوشة ماء بعطر الخزامى تعطّر البياضات.',
    },
  ],
  hairdryers: [
    {
      EN: 'Overheat protection switches the heater off in time.',
      FA: 'محافظ حرارتی به موقع المنت را خاموش می‌کند.',
      AR: 'حماية من السخونة الزائدة تطفئ السخان في الوقت المناسب.',
    },
    {
      EN: 'A concentrator nozzle for a smooth blow-dry.',
      FA: 'سری متمرکزکننده برای براشینگ صاف.',
      AR: 'فوهة مركّزة لتصفيف ناعم.',
    },
    {
      EN: 'A diffuser for curls and waves comes in the box.',
      FA: 'دیفیوزر برای موهای فر و موج‌دار در جعبه است.',
      AR: 'موزّع هواء للشعر المجعد والمموج داخل العلبة.',
    },
    {
      EN: 'A ceramic grille spreads the heat gently.',
      FA: 'توری سرامیکی گرما را ملایم پخش می‌کند.',
      AR: 'شبكة سيراميكية توزع الحرارة بلطف.',
    },
    {
      EN: 'Folds flat for travel and the drawer.',
      FA: 'برای سفر و کشو تا می‌شود.',
      AR: 'ينطوي للسفر والدرج.',
    },
    {
      EN: 'A hanging loop for the bathroom hook.',
      FA: 'حلقه آویز برای جالباسی حمام.',
      AR: 'حلقة تعليق لخطاف الحمام.',
    },
    {
      EN: 'Dual voltage for trips abroad.',
      FA: 'دو ولتاژ برای سفر خارجی.',
      AR: 'جهد مزدوج للسفر إلى الخارج.',
    },
    {
      EN: 'A tourmaline coating adds shine.',
      FA: 'پوشش تورمالین به مو درخشش می‌دهد.',
      AR: 'طلاء التورمالين يضيف لمعاناً.',
    },
    {
      EN: 'A brushless motor built to last for years.',
      FA: 'موتور بدون جاروبک که سال‌ها کار می‌کند.',
      AR: 'محرك بلا فرش مصنوع ليدوم سنوات.',
    },
  ],
}

/** Colours generated products are sold in, beyond the demo's: the swatch and the name. */
export const moreOptionColours: { css: string; name: Localized }[] = [
  { css: '#c0c0c0', name: { EN: 'Silver', FA: 'نقره‌ای', AR: 'فضي' } },
  { css: '#f5f0dc', name: { EN: 'Ivory', FA: 'عاجی', AR: 'عاجي' } },
  { css: '#40b5ad', name: { EN: 'Turquoise', FA: 'فیروزه‌ای', AR: 'فيروزي' } },
  { css: '#800020', name: { EN: 'Burgundy', FA: 'زرشکی', AR: 'خمري' } },
  { css: '#93c572', name: { EN: 'Pistachio', FA: 'پسته‌ای', AR: 'فستقي' } },
  { css: '#e2725b', name: { EN: 'Terracotta', FA: 'آجری', AR: 'طيني' } },
  { css: '#f4c430', name: { EN: 'Saffron', FA: 'زعفرانی', AR: 'زعفراني' } },
]
