import type { Language } from '../../src/contract/common'

/** Every text of the demo shop's pages, menus and plugins in one language. */
export interface SiteTexts {
  site: { title: string; description: string; keywords: string[]; credit: string }
  paralax: { title: string; text: string; linkText: string }
  blogSeo: { title: string; description: string; keywords: string[] }
  blogLayout: { featured: string; latest: string; tips: string }
  menus: {
    main: string
    footer: string
    home: string
    irons: string
    hairdryers: string
    blog: string
    about: string
    campaign: string
    services: string
    projects: string
    account: string
  }
  home: {
    title: string
    description: string
    keywords: string[]
    imageSlide: { title: string; subTitle: string; lines: string[] }
    videoSlide: { title: string; subTitle: string; lines: string[] }
    products: string
    blog: string
    contact: string
    paralax: string
    oneProduct: string
  }
  intro: { title: string; text: string; linkText: string }
  promo: { title: string; text: string; linkText: string }
  html: string
  about: {
    title: string
    description: string
    keywords: string[]
    story: { title: string; text: string; linkText: string }
  }
  campaign: {
    title: string
    description: string
    keywords: string[]
    slide: { title: string; subTitle: string; lines: string[] }
    promo: { title: string; text: string; linkText: string }
  }
  footer: {
    about: { title: string; text: string }
    html: string
    contact: string
    serial: string
  }
  contact: {
    phone: string
    email: string
    address: string
    hours: string
    addressValue: string
    hoursValue: string
  }
  projects: { title: string; des: string }[]
  services: { title: string; des: string }[]
}

export const siteTexts: Record<Language, SiteTexts> = {
  EN: {
    site: {
      title: 'Appliance Shop',
      description:
        'Steam irons, steam stations and hair dryers with genuine warranty and fast delivery.',
      keywords: ['iron', 'steam iron', 'hair dryer', 'home appliances'],
      credit: 'Designed by the Appliance Shop team',
    },
    paralax: {
      title: 'Steam that does the work',
      text: 'Powerful, even steam relaxes every fibre, so you press less and your clothes last longer.',
      linkText: 'See the irons',
    },
    blogSeo: {
      title: 'Blog: ironing and hair care advice',
      description: 'Ironing tips, hair care guides and news of the Appliance Shop.',
      keywords: ['blog', 'ironing tips', 'hair care'],
    },
    blogLayout: { featured: 'Featured', latest: 'Latest articles', tips: 'Ironing tips' },
    menus: {
      main: 'Main menu',
      footer: 'Quick links',
      home: 'Home',
      irons: 'Irons',
      hairdryers: 'Hair dryers',
      blog: 'Blog',
      about: 'About us',
      campaign: 'Summer campaign',
      services: 'Services',
      projects: 'Projects',
      account: 'My account',
    },
    home: {
      title: 'Appliance Shop: irons and hair dryers',
      description: 'Shop steam irons, steam stations and hair dryers with a genuine warranty.',
      keywords: ['iron', 'hair dryer', 'steam station', 'warranty'],
      imageSlide: {
        title: 'Smooth in one pass',
        subTitle: 'Steam irons with ceramic soleplates',
        lines: ['Powerful steam', 'Even heat', 'Two-year warranty'],
      },
      videoSlide: {
        title: 'Steam you can see',
        subTitle: 'Steam stations for the whole family',
        lines: ['Six bar pressure', 'Auto-off safety', 'Large water tank'],
      },
      products: 'Latest products',
      blog: 'From the blog',
      contact: 'Contact us',
      paralax: 'Steam that does the work',
      oneProduct: 'Product of the month',
    },
    intro: {
      title: 'Appliances that last',
      text: '<p>We sell only genuine appliances, each with a <strong>registered serial number</strong> and an official warranty.</p><p>Every iron and hair dryer is tested before it leaves our warehouse.</p>',
      linkText: 'About us',
    },
    promo: {
      title: 'Free delivery all summer',
      text: 'Every iron and steam station ships free of charge until the end of summer.',
      linkText: 'See the campaign',
    },
    html: '<div class="notice"><strong>Opening hours:</strong> Saturday to Thursday, 9:00 to 18:00. Orders placed before noon ship the same day.</div>',
    about: {
      title: 'About us',
      description:
        'Who we are: a shop for genuine irons and hair dryers, with our own service centre.',
      keywords: ['about', 'appliance shop', 'service centre'],
      story: {
        title: 'Our story',
        text: '<p>We started as a small repair workshop for irons. Today we sell and service irons and hair dryers of six brands.</p><p>Our own service centre repairs every appliance we sell, during and after the warranty.</p>',
        linkText: 'Browse the products',
      },
    },
    campaign: {
      title: 'Summer campaign',
      description: 'Free delivery on every iron and steam station until the end of summer.',
      keywords: ['campaign', 'free delivery', 'iron'],
      slide: {
        title: 'Summer campaign',
        subTitle: 'Free delivery on every iron',
        lines: ['No minimum order', 'Same-day dispatch'],
      },
      promo: {
        title: 'Steam stations included',
        text: 'The offer covers steam stations, travel irons and their accessories.',
        linkText: 'Shop irons',
      },
    },
    footer: {
      about: {
        title: 'Appliance Shop',
        text: '<p>Genuine irons and hair dryers with an official warranty and our own service centre.</p>',
      },
      html: '<p>Prices include VAT. Delivery across the country within three working days.</p>',
      contact: 'Contact',
      serial: 'Check authenticity',
    },
    contact: {
      phone: 'Phone',
      email: 'Email',
      address: 'Address',
      hours: 'Opening hours',
      addressValue: '12 Valiasr Street, Tehran',
      hoursValue: 'Saturday to Thursday, 9:00 to 18:00',
    },
    projects: [
      {
        title: 'Hotel laundry fit-out',
        des: 'Forty steam stations for the laundry of a city hotel.',
      },
      { title: 'Salon equipment', des: 'Professional hair dryers for a chain of six salons.' },
      { title: 'Tailoring school', des: 'Irons and pressing tables for a tailoring school.' },
      {
        title: 'Dormitory appliances',
        des: 'Travel irons and compact dryers for a student dormitory.',
      },
    ],
    services: [
      {
        title: 'Warranty repair',
        des: 'Free repair of every appliance under warranty in our own service centre.',
      },
      { title: 'Descaling service', des: 'Professional descaling of steam stations and irons.' },
      {
        title: 'Genuine spare parts',
        des: 'Soleplates, filters, cables and nozzles for every model we sell.',
      },
      {
        title: 'Serial registration',
        des: 'Register your appliance and check its authenticity online.',
      },
    ],
  },
  FA: {
    site: {
      title: 'فروشگاه لوازم خانگی',
      description: 'اتو بخار، اتو مخزن‌دار و سشوار با گارانتی اصلی و ارسال سریع.',
      keywords: ['اتو', 'اتو بخار', 'سشوار', 'لوازم خانگی'],
      credit: 'طراحی شده توسط تیم فروشگاه لوازم خانگی',
    },
    paralax: {
      title: 'بخاری که کار را انجام می‌دهد',
      text: 'بخار قوی و یکنواخت همه الیاف را نرم می‌کند؛ کمتر اتو می‌کشید و لباس‌ها بیشتر عمر می‌کنند.',
      linkText: 'دیدن اتوها',
    },
    blogSeo: {
      title: 'وبلاگ: توصیه‌های اتوکشی و مراقبت از مو',
      description: 'نکات اتوکشی، راهنمای مراقبت از مو و اخبار فروشگاه لوازم خانگی.',
      keywords: ['وبلاگ', 'نکات اتوکشی', 'مراقبت از مو'],
    },
    blogLayout: { featured: 'برگزیده', latest: 'تازه‌ترین مطالب', tips: 'نکات اتوکشی' },
    menus: {
      main: 'منوی اصلی',
      footer: 'دسترسی سریع',
      home: 'خانه',
      irons: 'اتو',
      hairdryers: 'سشوار',
      blog: 'وبلاگ',
      about: 'درباره ما',
      campaign: 'جشنواره تابستانه',
      services: 'خدمات',
      projects: 'پروژه‌ها',
      account: 'حساب کاربری',
    },
    home: {
      title: 'فروشگاه لوازم خانگی: اتو و سشوار',
      description: 'خرید اتو بخار، اتو مخزن‌دار و سشوار با گارانتی اصلی.',
      keywords: ['اتو', 'سشوار', 'اتو مخزن‌دار', 'گارانتی'],
      imageSlide: {
        title: 'صاف با یک بار کشیدن',
        subTitle: 'اتو بخار با کف سرامیکی',
        lines: ['بخار قوی', 'حرارت یکنواخت', 'دو سال گارانتی'],
      },
      videoSlide: {
        title: 'بخاری که می‌بینید',
        subTitle: 'اتو مخزن‌دار برای همه خانواده',
        lines: ['فشار شش بار', 'خاموشی خودکار', 'مخزن آب بزرگ'],
      },
      products: 'تازه‌ترین محصولات',
      blog: 'از وبلاگ',
      contact: 'تماس با ما',
      paralax: 'بخاری که کار را انجام می‌دهد',
      oneProduct: 'محصول ماه',
    },
    intro: {
      title: 'لوازمی که ماندگارند',
      text: '<p>ما فقط کالای اصل می‌فروشیم؛ هر دستگاه <strong>شماره سریال ثبت‌شده</strong> و گارانتی رسمی دارد.</p><p>هر اتو و سشوار پیش از خروج از انبار آزمایش می‌شود.</p>',
      linkText: 'درباره ما',
    },
    promo: {
      title: 'ارسال رایگان در تمام تابستان',
      text: 'همه اتوها و اتوهای مخزن‌دار تا پایان تابستان رایگان ارسال می‌شوند.',
      linkText: 'دیدن جشنواره',
    },
    html: '<div class="notice"><strong>ساعات کاری:</strong> شنبه تا پنجشنبه، ساعت ۹ تا ۱۸. سفارش‌های پیش از ظهر همان روز ارسال می‌شوند.</div>',
    about: {
      title: 'درباره ما',
      description: 'ما که هستیم: فروشگاه اتو و سشوار اصل، با مرکز خدمات اختصاصی.',
      keywords: ['درباره ما', 'فروشگاه لوازم خانگی', 'مرکز خدمات'],
      story: {
        title: 'داستان ما',
        text: '<p>کار خود را با یک تعمیرگاه کوچک اتو شروع کردیم. امروز اتو و سشوار شش برند را می‌فروشیم و خدمات می‌دهیم.</p><p>مرکز خدمات ما همه دستگاه‌هایی را که می‌فروشیم، در دوره گارانتی و پس از آن تعمیر می‌کند.</p>',
        linkText: 'دیدن محصولات',
      },
    },
    campaign: {
      title: 'جشنواره تابستانه',
      description: 'ارسال رایگان همه اتوها و اتوهای مخزن‌دار تا پایان تابستان.',
      keywords: ['جشنواره', 'ارسال رایگان', 'اتو'],
      slide: {
        title: 'جشنواره تابستانه',
        subTitle: 'ارسال رایگان همه اتوها',
        lines: ['بدون حداقل خرید', 'ارسال در همان روز'],
      },
      promo: {
        title: 'شامل اتوهای مخزن‌دار',
        text: 'این پیشنهاد شامل اتوهای مخزن‌دار، اتوهای مسافرتی و لوازم جانبی آن‌هاست.',
        linkText: 'خرید اتو',
      },
    },
    footer: {
      about: {
        title: 'فروشگاه لوازم خانگی',
        text: '<p>اتو و سشوار اصل با گارانتی رسمی و مرکز خدمات اختصاصی.</p>',
      },
      html: '<p>قیمت‌ها با احتساب مالیات بر ارزش افزوده است. ارسال به سراسر کشور ظرف سه روز کاری.</p>',
      contact: 'تماس',
      serial: 'استعلام اصالت',
    },
    contact: {
      phone: 'تلفن',
      email: 'ایمیل',
      address: 'نشانی',
      hours: 'ساعات کاری',
      addressValue: 'تهران، خیابان ولیعصر، پلاک ۱۲',
      hoursValue: 'شنبه تا پنجشنبه، ساعت ۹ تا ۱۸',
    },
    projects: [
      { title: 'تجهیز رختشوی‌خانه هتل', des: 'چهل اتو مخزن‌دار برای رختشوی‌خانه یک هتل شهری.' },
      {
        title: 'تجهیز سالن زیبایی',
        des: 'سشوارهای حرفه‌ای برای یک مجموعه شش‌شعبه‌ای سالن زیبایی.',
      },
      { title: 'آموزشگاه خیاطی', des: 'اتو و میز اتو برای یک آموزشگاه خیاطی.' },
      { title: 'تجهیز خوابگاه', des: 'اتوی مسافرتی و سشوار کوچک برای خوابگاه دانشجویی.' },
    ],
    services: [
      {
        title: 'تعمیر در دوره گارانتی',
        des: 'تعمیر رایگان همه دستگاه‌های دارای گارانتی در مرکز خدمات ما.',
      },
      { title: 'رسوب‌زدایی', des: 'رسوب‌زدایی حرفه‌ای اتوهای مخزن‌دار و اتوهای بخار.' },
      {
        title: 'قطعات یدکی اصلی',
        des: 'کف اتو، فیلتر، سیم و سری سشوار برای همه مدل‌هایی که می‌فروشیم.',
      },
      { title: 'ثبت شماره سریال', des: 'دستگاه خود را ثبت کنید و اصالت آن را آنلاین بررسی کنید.' },
    ],
  },
  AR: {
    site: {
      title: 'متجر الأجهزة المنزلية',
      description: 'مكاوي بخار ومحطات بخار ومجففات شعر مع ضمان أصلي وتوصيل سريع.',
      keywords: ['مكواة', 'مكواة بخار', 'مجفف شعر', 'أجهزة منزلية'],
      credit: 'تصميم فريق متجر الأجهزة المنزلية',
    },
    paralax: {
      title: 'بخار يقوم بالعمل عنك',
      text: 'بخار قوي ومتجانس يرخي كل الألياف، فتكوي أقل وتدوم ملابسك أطول.',
      linkText: 'شاهد المكاوي',
    },
    blogSeo: {
      title: 'المدونة: نصائح الكي والعناية بالشعر',
      description: 'نصائح الكي وأدلة العناية بالشعر وأخبار متجر الأجهزة المنزلية.',
      keywords: ['مدونة', 'نصائح الكي', 'العناية بالشعر'],
    },
    blogLayout: { featured: 'مختارات', latest: 'أحدث المقالات', tips: 'نصائح الكي' },
    menus: {
      main: 'القائمة الرئيسية',
      footer: 'روابط سريعة',
      home: 'الرئيسية',
      irons: 'المكاوي',
      hairdryers: 'مجففات الشعر',
      blog: 'المدونة',
      about: 'من نحن',
      campaign: 'حملة الصيف',
      services: 'الخدمات',
      projects: 'المشاريع',
      account: 'حسابي',
    },
    home: {
      title: 'متجر الأجهزة المنزلية: مكاوي ومجففات شعر',
      description: 'تسوّق مكاوي البخار ومحطات البخار ومجففات الشعر مع ضمان أصلي.',
      keywords: ['مكواة', 'مجفف شعر', 'محطة بخار', 'ضمان'],
      imageSlide: {
        title: 'نعومة من أول مرور',
        subTitle: 'مكاوي بخار بقاعدة سيراميكية',
        lines: ['بخار قوي', 'حرارة متجانسة', 'ضمان لمدة سنتين'],
      },
      videoSlide: {
        title: 'بخار تراه بعينك',
        subTitle: 'محطات بخار لكل العائلة',
        lines: ['ضغط ستة بار', 'إطفاء تلقائي آمن', 'خزان ماء كبير'],
      },
      products: 'أحدث المنتجات',
      blog: 'من المدونة',
      contact: 'اتصل بنا',
      paralax: 'بخار يقوم بالعمل عنك',
      oneProduct: 'منتج الشهر',
    },
    intro: {
      title: 'أجهزة تدوم',
      text: '<p>لا نبيع إلا الأجهزة الأصلية، ولكل جهاز <strong>رقم تسلسلي مسجل</strong> وضمان رسمي.</p><p>نختبر كل مكواة ومجفف شعر قبل أن يغادر مستودعنا.</p>',
      linkText: 'من نحن',
    },
    promo: {
      title: 'توصيل مجاني طوال الصيف',
      text: 'تُشحن جميع المكاوي ومحطات البخار مجاناً حتى نهاية الصيف.',
      linkText: 'شاهد الحملة',
    },
    html: '<div class="notice"><strong>ساعات العمل:</strong> من السبت إلى الخميس، من 9:00 إلى 18:00. الطلبات قبل الظهر تُشحن في اليوم نفسه.</div>',
    about: {
      title: 'من نحن',
      description: 'من نحن: متجر للمكاوي ومجففات الشعر الأصلية مع مركز صيانة خاص بنا.',
      keywords: ['من نحن', 'متجر الأجهزة', 'مركز الصيانة'],
      story: {
        title: 'قصتنا',
        text: '<p>بدأنا ورشة صغيرة لإصلاح المكاوي. واليوم نبيع مكاوي ومجففات شعر من ست علامات تجارية ونقدم لها الصيانة.</p><p>يصلح مركز الصيانة لدينا كل جهاز نبيعه، خلال فترة الضمان وبعدها.</p>',
        linkText: 'تصفح المنتجات',
      },
    },
    campaign: {
      title: 'حملة الصيف',
      description: 'توصيل مجاني لكل المكاوي ومحطات البخار حتى نهاية الصيف.',
      keywords: ['حملة', 'توصيل مجاني', 'مكواة'],
      slide: {
        title: 'حملة الصيف',
        subTitle: 'توصيل مجاني لكل المكاوي',
        lines: ['بلا حد أدنى للطلب', 'شحن في اليوم نفسه'],
      },
      promo: {
        title: 'تشمل محطات البخار',
        text: 'يشمل العرض محطات البخار ومكاوي السفر وملحقاتها.',
        linkText: 'تسوّق المكاوي',
      },
    },
    footer: {
      about: {
        title: 'متجر الأجهزة المنزلية',
        text: '<p>مكاوي ومجففات شعر أصلية مع ضمان رسمي ومركز صيانة خاص بنا.</p>',
      },
      html: '<p>الأسعار تشمل ضريبة القيمة المضافة. التوصيل إلى جميع المدن خلال ثلاثة أيام عمل.</p>',
      contact: 'التواصل',
      serial: 'تحقق من الأصالة',
    },
    contact: {
      phone: 'الهاتف',
      email: 'البريد الإلكتروني',
      address: 'العنوان',
      hours: 'ساعات العمل',
      addressValue: 'طهران، شارع ولي عصر، رقم 12',
      hoursValue: 'من السبت إلى الخميس، من 9:00 إلى 18:00',
    },
    projects: [
      { title: 'تجهيز مغسلة فندق', des: 'أربعون محطة بخار لمغسلة فندق في المدينة.' },
      { title: 'تجهيز صالونات التجميل', des: 'مجففات شعر احترافية لسلسلة من ستة صالونات.' },
      { title: 'مدرسة الخياطة', des: 'مكاوي وطاولات كي لمدرسة خياطة.' },
      { title: 'تجهيز سكن الطلاب', des: 'مكاوي سفر ومجففات صغيرة لسكن طلابي.' },
    ],
    services: [
      {
        title: 'الإصلاح ضمن الضمان',
        des: 'إصلاح مجاني لكل جهاز مشمول بالضمان في مركز الصيانة لدينا.',
      },
      { title: 'إزالة الترسبات', des: 'إزالة احترافية للترسبات من محطات البخار والمكاوي.' },
      { title: 'قطع غيار أصلية', des: 'قواعد مكاوي وفلاتر وكابلات وفوهات لكل موديل نبيعه.' },
      { title: 'تسجيل الرقم التسلسلي', des: 'سجّل جهازك وتحقق من أصالته عبر الإنترنت.' },
    ],
  },
}
