import type { Language } from '../../src/contract/common'

export type BlogCategoryKey = 'ironing-tips' | 'hair-care' | 'shop-news'
export type BlogImageKey = 'steam' | 'hair' | 'news'

interface PostText {
  title: string
  des: string
  /** Paragraphs of the body; the first may be followed by a list. */
  paragraphs: string[]
  list?: string[]
}

export interface SeedBlogPost {
  uniqueId: string
  category: BlogCategoryKey
  image: BlogImageKey
  text: Record<Language, PostText>
}

export const blogCategoryTexts: Record<
  BlogCategoryKey,
  Record<Language, { title: string; description: string; keywords: string[] }>
> = {
  'ironing-tips': {
    EN: {
      title: 'Ironing tips',
      description:
        'Practical advice for smooth clothes with less effort and a longer-lasting iron.',
      keywords: ['ironing', 'steam iron', 'fabric care'],
    },
    FA: {
      title: 'نکات اتوکشی',
      description: 'توصیه‌های کاربردی برای لباس‌های صاف با زحمت کمتر و اتویی با عمر بیشتر.',
      keywords: ['اتوکشی', 'اتو بخار', 'مراقبت از پارچه'],
    },
    AR: {
      title: 'نصائح الكي',
      description: 'نصائح عملية لملابس ناعمة بجهد أقل ومكواة تدوم لفترة أطول.',
      keywords: ['الكي', 'مكواة بخار', 'العناية بالأقمشة'],
    },
  },
  'hair-care': {
    EN: {
      title: 'Hair care',
      description: 'Drying and styling your hair without damage: heat, airflow and technique.',
      keywords: ['hair care', 'hair dryer', 'styling'],
    },
    FA: {
      title: 'مراقبت از مو',
      description: 'خشک کردن و حالت دادن مو بدون آسیب: دما، جریان هوا و روش درست.',
      keywords: ['مراقبت از مو', 'سشوار', 'حالت دادن مو'],
    },
    AR: {
      title: 'العناية بالشعر',
      description: 'تجفيف الشعر وتصفيفه دون ضرر: الحرارة وتدفق الهواء والطريقة الصحيحة.',
      keywords: ['العناية بالشعر', 'مجفف الشعر', 'تصفيف الشعر'],
    },
  },
  'shop-news': {
    EN: {
      title: 'Shop news',
      description: 'New products, warranty services and offers of the shop.',
      keywords: ['news', 'warranty', 'offers'],
    },
    FA: {
      title: 'اخبار فروشگاه',
      description: 'محصولات تازه، خدمات گارانتی و پیشنهادهای ویژه فروشگاه.',
      keywords: ['اخبار', 'گارانتی', 'پیشنهاد ویژه'],
    },
    AR: {
      title: 'أخبار المتجر',
      description: 'منتجات جديدة وخدمات الضمان وعروض المتجر.',
      keywords: ['أخبار', 'الضمان', 'العروض'],
    },
  },
}

/** Newest first: the first post is the most recent. */
export const seedBlogPosts: SeedBlogPost[] = [
  {
    uniqueId: 'summer-delivery-campaign',
    category: 'shop-news',
    image: 'news',
    text: {
      EN: {
        title: 'Summer campaign: free delivery on every iron',
        des: 'Until the end of summer every iron and steam station ships free of charge.',
        paragraphs: [
          'From today until the last day of summer, every iron and steam station in the shop is delivered free of charge, whatever the size of your order.',
          'The offer also covers the travel irons and the accessories that come with them. Orders placed before noon leave our warehouse on the same day.',
        ],
      },
      FA: {
        title: 'جشنواره تابستانه: ارسال رایگان همه اتوها',
        des: 'تا پایان تابستان همه اتوها و اتوهای مخزن‌دار با ارسال رایگان فرستاده می‌شوند.',
        paragraphs: [
          'از امروز تا آخرین روز تابستان، همه اتوها و اتوهای مخزن‌دار فروشگاه، بدون توجه به مبلغ سفارش، رایگان به دست شما می‌رسند.',
          'این پیشنهاد شامل اتوهای مسافرتی و لوازم جانبی آن‌ها هم می‌شود. سفارش‌هایی که پیش از ظهر ثبت شوند، همان روز از انبار ارسال می‌شوند.',
        ],
      },
      AR: {
        title: 'حملة الصيف: توصيل مجاني لكل المكاوي',
        des: 'حتى نهاية الصيف تُشحن جميع المكاوي ومحطات البخار مجاناً.',
        paragraphs: [
          'من اليوم وحتى آخر يوم في الصيف، تصلك جميع المكاوي ومحطات البخار في المتجر مجاناً مهما كانت قيمة طلبك.',
          'يشمل العرض أيضاً مكاوي السفر وملحقاتها. الطلبات المسجلة قبل الظهر تغادر مستودعنا في اليوم نفسه.',
        ],
      },
    },
  },
  {
    uniqueId: 'steam-iron-basics',
    category: 'ironing-tips',
    image: 'steam',
    text: {
      EN: {
        title: 'Steam iron basics: water, heat and fabric',
        des: 'Three things decide how well an iron works: the water you pour, the heat you pick and the fabric you press.',
        paragraphs: [
          'A steam iron turns water into fine steam that relaxes the fibres, so creases fall out under the soleplate. Fill it with the water the manual recommends: in hard-water areas, mix tap water with distilled water.',
          'Sort clothes by fabric before you start and begin with the ones that need the lowest heat. The iron heats up faster than it cools down, so you save time and avoid scorching.',
        ],
        list: [
          'Synthetics: one dot, no steam',
          'Wool and silk: two dots, light steam',
          'Cotton and linen: three dots, full steam',
        ],
      },
      FA: {
        title: 'اصول اتو بخار: آب، دما و پارچه',
        des: 'سه چیز کیفیت کار اتو را تعیین می‌کند: آبی که می‌ریزید، دمایی که انتخاب می‌کنید و پارچه‌ای که اتو می‌کنید.',
        paragraphs: [
          'اتوی بخار آب را به بخاری ریز تبدیل می‌کند که الیاف پارچه را نرم می‌کند تا چین‌ها زیر کف اتو باز شوند. مخزن را با آبی پر کنید که دفترچه راهنما توصیه می‌کند؛ در مناطقی که آب سخت است، آب لوله‌کشی را با آب مقطر مخلوط کنید.',
          'پیش از شروع، لباس‌ها را بر اساس جنس پارچه جدا کنید و از لباس‌هایی شروع کنید که دمای کمتری لازم دارند. اتو زودتر گرم می‌شود تا خنک، پس هم در وقت صرفه‌جویی می‌کنید و هم پارچه نمی‌سوزد.',
        ],
        list: [
          'الیاف مصنوعی: یک نقطه، بدون بخار',
          'پشم و ابریشم: دو نقطه، بخار کم',
          'پنبه و کتان: سه نقطه، بخار کامل',
        ],
      },
      AR: {
        title: 'أساسيات مكواة البخار: الماء والحرارة والقماش',
        des: 'ثلاثة أمور تحدد جودة عمل المكواة: الماء الذي تضعه، والحرارة التي تختارها، والقماش الذي تكويه.',
        paragraphs: [
          'تحوّل مكواة البخار الماء إلى بخار دقيق يرخي الألياف فتختفي التجاعيد تحت القاعدة. املأ الخزان بالماء الذي يوصي به دليل الاستخدام، وفي المناطق ذات الماء العسر اخلط ماء الصنبور بالماء المقطر.',
          'افرز الملابس حسب نوع القماش قبل البدء، وابدأ بتلك التي تحتاج إلى أقل حرارة. تسخن المكواة أسرع مما تبرد، فتوفر الوقت وتتجنب حرق القماش.',
        ],
        list: [
          'الألياف الصناعية: نقطة واحدة بلا بخار',
          'الصوف والحرير: نقطتان مع بخار خفيف',
          'القطن والكتان: ثلاث نقاط مع بخار كامل',
        ],
      },
    },
  },
  {
    uniqueId: 'hairdryer-heat-settings',
    category: 'hair-care',
    image: 'hair',
    text: {
      EN: {
        title: 'Choosing the right heat setting for your hair',
        des: 'Fine, thick or curly: each kind of hair dries best at its own temperature.',
        paragraphs: [
          'High heat dries quickly but takes moisture out of the hair shaft. Fine and coloured hair does best on the medium setting with a strong airflow, held about fifteen centimetres from the head.',
          'Thick hair can start on high heat while it is soaking wet; switch down to medium once it is half dry. Finish every style with the cool shot button to close the cuticle and add shine.',
        ],
      },
      FA: {
        title: 'انتخاب دمای مناسب سشوار برای موی شما',
        des: 'موی نازک، ضخیم یا فر: هر نوع مو در دمای خاص خودش بهتر خشک می‌شود.',
        paragraphs: [
          'دمای بالا مو را سریع خشک می‌کند اما رطوبت ساقه مو را هم می‌گیرد. موی نازک و رنگ‌شده با دمای متوسط و جریان هوای قوی، در فاصله حدود پانزده سانتی‌متری از سر، بهترین نتیجه را می‌دهد.',
          'موی ضخیم را می‌توان وقتی کاملاً خیس است با دمای بالا شروع کرد و پس از نیمه‌خشک شدن، دما را روی متوسط گذاشت. هر مدلی را با دکمه باد سرد تمام کنید تا کوتیکول بسته شود و مو براق شود.',
        ],
      },
      AR: {
        title: 'اختيار درجة الحرارة المناسبة لشعرك',
        des: 'ناعم أو كثيف أو مجعد: كل نوع من الشعر يجف أفضل على درجة حرارة خاصة به.',
        paragraphs: [
          'الحرارة العالية تجفف بسرعة لكنها تسحب الرطوبة من ساق الشعرة. الشعر الناعم والمصبوغ يعطي أفضل نتيجة على الحرارة المتوسطة مع تدفق هواء قوي وعلى بعد خمسة عشر سنتيمتراً تقريباً من الرأس.',
          'يمكن البدء بالحرارة العالية للشعر الكثيف وهو مبلل تماماً، ثم الانتقال إلى المتوسطة عندما يجف نصفه. أنهِ كل تسريحة بزر الهواء البارد لإغلاق القشيرة وإضافة اللمعان.',
        ],
      },
    },
  },
  {
    uniqueId: 'ironing-shirts',
    category: 'ironing-tips',
    image: 'steam',
    text: {
      EN: {
        title: 'How to iron a shirt in five minutes',
        des: 'Collar, cuffs, sleeves, then the body: the order that keeps a shirt smooth.',
        paragraphs: [
          'Iron a shirt while it is still slightly damp. Start with the collar from the points towards the middle, then the cuffs on the inside and outside.',
          'Lay each sleeve flat along the seam and press it in one pass. Finish with the back and the two front panels, working around the buttons with the tip of the iron, and hang the shirt at once.',
        ],
        list: ['Collar', 'Cuffs', 'Sleeves', 'Back', 'Front panels'],
      },
      FA: {
        title: 'چطور یک پیراهن را در پنج دقیقه اتو کنیم',
        des: 'یقه، سرآستین، آستین و بعد بدنه: ترتیبی که پیراهن را صاف نگه می‌دارد.',
        paragraphs: [
          'پیراهن را وقتی هنوز کمی نم دارد اتو کنید. از یقه شروع کنید و از نوک‌ها به سمت وسط بروید، بعد سرآستین‌ها را از داخل و بیرون اتو کنید.',
          'هر آستین را در امتداد درز صاف روی میز بگذارید و با یک حرکت اتو کنید. در پایان پشت پیراهن و دو طرف جلو را اتو کنید، اطراف دکمه‌ها را با نوک اتو بکشید و پیراهن را فوراً آویزان کنید.',
        ],
        list: ['یقه', 'سرآستین‌ها', 'آستین‌ها', 'پشت پیراهن', 'دو طرف جلو'],
      },
      AR: {
        title: 'كيف تكوي قميصاً في خمس دقائق',
        des: 'الياقة ثم الأساور ثم الأكمام ثم الجسم: الترتيب الذي يحافظ على نعومة القميص.',
        paragraphs: [
          'اكوِ القميص وهو لا يزال رطباً قليلاً. ابدأ بالياقة من الأطراف نحو المنتصف، ثم الأساور من الداخل والخارج.',
          'افرد كل كم على طول الدرزة واكوه بحركة واحدة. اختم بالظهر والجهتين الأماميتين، واعمل حول الأزرار برأس المكواة، ثم علّق القميص فوراً.',
        ],
        list: ['الياقة', 'الأساور', 'الأكمام', 'الظهر', 'الجهتان الأماميتان'],
      },
    },
  },
  {
    uniqueId: 'warranty-registration',
    category: 'shop-news',
    image: 'news',
    text: {
      EN: {
        title: 'Register your serial number for warranty',
        des: 'Every appliance carries a serial number: register it once and the warranty follows you.',
        paragraphs: [
          'You find the serial number on the label under the base of the iron or on the handle of the hairdryer. It starts with the letters of the model series followed by digits.',
          'Enter it in the authenticity inquiry at the bottom of any page. The answer tells you the model, the seller and the date until which the warranty runs.',
        ],
      },
      FA: {
        title: 'شماره سریال را برای گارانتی ثبت کنید',
        des: 'هر دستگاه یک شماره سریال دارد: یک بار ثبتش کنید تا گارانتی همیشه همراهتان باشد.',
        paragraphs: [
          'شماره سریال روی برچسب زیر پایه اتو یا روی دسته سشوار درج شده است. این شماره با حروف سری مدل شروع می‌شود و بعد از آن چند رقم می‌آید.',
          'آن را در بخش استعلام اصالت کالا در پایین هر صفحه وارد کنید. پاسخ، مدل دستگاه، فروشنده و تاریخ پایان گارانتی را نشان می‌دهد.',
        ],
      },
      AR: {
        title: 'سجّل الرقم التسلسلي للحصول على الضمان',
        des: 'لكل جهاز رقم تسلسلي: سجّله مرة واحدة ليرافقك الضمان دائماً.',
        paragraphs: [
          'تجد الرقم التسلسلي على الملصق أسفل قاعدة المكواة أو على مقبض مجفف الشعر. يبدأ بحروف سلسلة الموديل تليها أرقام.',
          'أدخله في خانة الاستعلام عن الأصالة أسفل أي صفحة. ستعرف من الإجابة الموديل والبائع وتاريخ انتهاء الضمان.',
        ],
      },
    },
  },
  {
    uniqueId: 'ionic-dryers',
    category: 'hair-care',
    image: 'hair',
    text: {
      EN: {
        title: 'What an ionic hairdryer really does',
        des: 'Negative ions, less frizz and a shorter drying time: the facts behind the label.',
        paragraphs: [
          'An ionic hairdryer releases negatively charged ions into the airflow. They break water droplets into smaller ones that evaporate faster, so the hair spends less time in hot air.',
          'The ions also neutralise the static charge that makes hair stand up. The result is smoother hair with less frizz, especially in dry winter air.',
        ],
      },
      FA: {
        title: 'سشوار یونی واقعاً چه کار می‌کند؟',
        des: 'یون منفی، وز کمتر و خشک شدن سریع‌تر: واقعیت پشت این برچسب.',
        paragraphs: [
          'سشوار یونی یون‌هایی با بار منفی را وارد جریان هوا می‌کند. این یون‌ها قطره‌های آب را به قطره‌های کوچک‌تر تبدیل می‌کنند که سریع‌تر تبخیر می‌شوند، پس مو مدت کمتری در معرض هوای داغ است.',
          'یون‌ها بار الکتریسیته ساکن را هم که باعث سیخ شدن مو می‌شود خنثی می‌کنند. نتیجه، موهایی نرم‌تر و کم‌وزتر است، به‌ویژه در هوای خشک زمستان.',
        ],
      },
      AR: {
        title: 'ماذا يفعل مجفف الشعر الأيوني حقاً؟',
        des: 'أيونات سالبة وتجعد أقل ووقت تجفيف أقصر: الحقائق وراء هذه التسمية.',
        paragraphs: [
          'يطلق مجفف الشعر الأيوني أيونات سالبة الشحنة في تيار الهواء، فتفكك قطرات الماء إلى قطرات أصغر تتبخر أسرع، ويقضي الشعر وقتاً أقل في الهواء الساخن.',
          'كما تعادل الأيونات الشحنة الكهربائية الساكنة التي تجعل الشعر منتصباً. والنتيجة شعر أنعم وأقل تجعداً، خاصة في هواء الشتاء الجاف.',
        ],
      },
    },
  },
  {
    uniqueId: 'descaling-your-iron',
    category: 'ironing-tips',
    image: 'steam',
    text: {
      EN: {
        title: 'Descaling your iron: keep the steam flowing',
        des: 'White flakes and weak steam mean limescale. Here is how to remove it safely.',
        paragraphs: [
          'Limescale builds up in the steam chamber every time water evaporates. When the steam weakens or white flakes land on dark clothes, it is time to descale.',
          'Most of our irons have a self-clean button: fill the tank, heat to maximum, unplug and hold the iron over the sink while pressing the button. Never pour vinegar into the tank; it damages the seals.',
        ],
      },
      FA: {
        title: 'رسوب‌زدایی اتو: بخار را روان نگه دارید',
        des: 'پوسته‌های سفید و بخار ضعیف یعنی رسوب. این‌طور آن را بی‌خطر پاک کنید.',
        paragraphs: [
          'هر بار که آب تبخیر می‌شود، کمی رسوب در محفظه بخار باقی می‌ماند. وقتی بخار ضعیف می‌شود یا پوسته‌های سفید روی لباس‌های تیره می‌نشیند، وقت رسوب‌زدایی است.',
          'بیشتر اتوهای ما دکمه خودتمیزکن دارند: مخزن را پر کنید، دما را روی بیشترین حالت بگذارید، دوشاخه را بکشید و اتو را بالای سینک نگه دارید و دکمه را فشار دهید. هرگز سرکه در مخزن نریزید؛ به واشرها آسیب می‌زند.',
        ],
      },
      AR: {
        title: 'إزالة الترسبات من المكواة: حافظ على تدفق البخار',
        des: 'الرقائق البيضاء والبخار الضعيف يعنيان وجود ترسبات كلسية. إليك طريقة إزالتها بأمان.',
        paragraphs: [
          'تتراكم الترسبات الكلسية في حجرة البخار في كل مرة يتبخر فيها الماء. عندما يضعف البخار أو تظهر رقائق بيضاء على الملابس الداكنة، يحين وقت إزالة الترسبات.',
          'معظم مكاوينا مزودة بزر التنظيف الذاتي: املأ الخزان، واضبط الحرارة على الحد الأقصى، وافصل القابس، وأمسك المكواة فوق الحوض واضغط الزر. لا تضع الخل في الخزان أبداً لأنه يتلف الحشوات.',
        ],
      },
    },
  },
  {
    uniqueId: 'authenticity-check',
    category: 'shop-news',
    image: 'news',
    text: {
      EN: {
        title: 'How to check that your appliance is genuine',
        des: 'Counterfeit irons and dryers are unsafe. The authenticity inquiry tells you in seconds.',
        paragraphs: [
          'Counterfeit appliances often use thinner cables and lack thermal fuses, which makes them a fire risk. They also carry no warranty.',
          'Choose the product type, type the serial number printed on the label and press Check. A genuine product shows its model and warranty; if nothing is found, contact us before using it.',
        ],
      },
      FA: {
        title: 'چطور از اصل بودن دستگاه مطمئن شویم',
        des: 'اتو و سشوار تقلبی خطرناک است. استعلام اصالت در چند ثانیه جواب می‌دهد.',
        paragraphs: [
          'دستگاه‌های تقلبی معمولاً سیم نازک‌تری دارند و فیوز حرارتی ندارند و همین خطر آتش‌سوزی را بالا می‌برد. این دستگاه‌ها گارانتی هم ندارند.',
          'نوع محصول را انتخاب کنید، شماره سریال درج‌شده روی برچسب را وارد کنید و دکمه بررسی را بزنید. محصول اصل، مدل و گارانتی خود را نشان می‌دهد؛ اگر چیزی پیدا نشد، پیش از استفاده با ما تماس بگیرید.',
        ],
      },
      AR: {
        title: 'كيف تتأكد من أن جهازك أصلي',
        des: 'المكاوي والمجففات المقلدة غير آمنة. الاستعلام عن الأصالة يجيبك في ثوانٍ.',
        paragraphs: [
          'غالباً ما تستخدم الأجهزة المقلدة كابلات أرق وتفتقر إلى المصاهر الحرارية، مما يجعلها خطراً للحريق. كما أنها لا تحمل أي ضمان.',
          'اختر نوع المنتج، واكتب الرقم التسلسلي المطبوع على الملصق، واضغط زر التحقق. يعرض المنتج الأصلي موديله وضمانه، وإذا لم يُعثر على شيء فتواصل معنا قبل استخدامه.',
        ],
      },
    },
  },
  {
    uniqueId: 'blow-dry-volume',
    category: 'hair-care',
    image: 'hair',
    text: {
      EN: {
        title: 'Blow-drying for volume: a step-by-step guide',
        des: 'A round brush, the concentrator nozzle and a little patience give lasting volume.',
        paragraphs: [
          'Towel-dry your hair and rough-dry it upside down until it is about seventy per cent dry. This lifts the roots before any styling starts.',
          'Clip the hair into sections. Roll each section on a round brush, point the concentrator nozzle along the brush and dry from root to tip. Finish with cool air before you release the brush.',
        ],
        list: [
          'Rough-dry upside down',
          'Section the hair',
          'Round brush and nozzle',
          'Cool shot to set',
        ],
      },
      FA: {
        title: 'سشوار کشیدن برای حجم مو: راهنمای گام‌به‌گام',
        des: 'برس گرد، سری متمرکزکننده و کمی حوصله، حجمی ماندگار می‌سازد.',
        paragraphs: [
          'موها را با حوله خشک کنید و سر را پایین بگیرید و سشوار بکشید تا حدود هفتاد درصد خشک شوند. این کار پیش از هر حالت‌دهی، ریشه موها را بلند می‌کند.',
          'موها را با گیره بخش‌بندی کنید. هر بخش را دور برس گرد بپیچید، سری متمرکزکننده را در امتداد برس بگیرید و از ریشه تا نوک خشک کنید. پیش از رها کردن برس، با باد سرد کار را تمام کنید.',
        ],
        list: [
          'خشک کردن اولیه با سر پایین',
          'بخش‌بندی موها',
          'برس گرد و سری متمرکزکننده',
          'باد سرد برای تثبیت',
        ],
      },
      AR: {
        title: 'التجفيف لإضافة الكثافة: دليل خطوة بخطوة',
        des: 'فرشاة دائرية وفوهة مركِّزة وقليل من الصبر تمنح كثافة تدوم.',
        paragraphs: [
          'جفف شعرك بالمنشفة ثم جففه والرأس إلى الأسفل حتى يجف بنسبة سبعين في المئة تقريباً. هذا يرفع الجذور قبل بدء أي تصفيف.',
          'قسّم الشعر بالمشابك. لف كل قسم على فرشاة دائرية، ووجّه الفوهة المركِّزة على طول الفرشاة، وجفف من الجذور إلى الأطراف. اختم بالهواء البارد قبل إفلات الفرشاة.',
        ],
        list: [
          'التجفيف الأولي والرأس إلى الأسفل',
          'تقسيم الشعر',
          'الفرشاة الدائرية والفوهة',
          'الهواء البارد للتثبيت',
        ],
      },
    },
  },
  {
    uniqueId: 'new-steam-station',
    category: 'shop-news',
    image: 'news',
    text: {
      EN: {
        title: 'New steam station joins the range',
        des: 'Six bar pressure, a 1.8 litre tank and an auto-off that works in every position.',
        paragraphs: [
          'Our newest steam station pushes steam at six bar through a ceramic soleplate, so thick cotton and denim smooth out in a single pass.',
          'The removable 1.8 litre tank is enough for a full basket of laundry, and the iron switches itself off after eight minutes of rest, standing or lying flat.',
        ],
      },
      FA: {
        title: 'اتو مخزن‌دار تازه به مجموعه پیوست',
        des: 'فشار شش بار، مخزن ۱٫۸ لیتری و خاموشی خودکار در هر وضعیت.',
        paragraphs: [
          'تازه‌ترین اتو مخزن‌دار ما بخار را با فشار شش بار از کف سرامیکی بیرون می‌دهد تا پارچه‌های ضخیم نخی و جین با یک بار کشیدن صاف شوند.',
          'مخزن جداشونده ۱٫۸ لیتری برای یک سبد کامل لباس کافی است و اتو پس از هشت دقیقه بی‌حرکت ماندن، چه ایستاده و چه خوابیده، خودش خاموش می‌شود.',
        ],
      },
      AR: {
        title: 'محطة بخار جديدة تنضم إلى مجموعتنا',
        des: 'ضغط ستة بار وخزان سعة 1.8 لتر وإطفاء تلقائي في كل الوضعيات.',
        paragraphs: [
          'تدفع أحدث محطة بخار لدينا البخار بضغط ستة بار عبر قاعدة سيراميكية، فيصبح القطن السميك والجينز ناعماً من أول مرور.',
          'يكفي الخزان القابل للفصل بسعة 1.8 لتر لسلة غسيل كاملة، وتنطفئ المكواة تلقائياً بعد ثماني دقائق من السكون، واقفة كانت أو ممددة.',
        ],
      },
    },
  },
  {
    uniqueId: 'delicate-fabrics',
    category: 'ironing-tips',
    image: 'steam',
    text: {
      EN: {
        title: 'Ironing delicate fabrics without shine marks',
        des: 'Silk, satin and dark wool need a press cloth and a gentle hand.',
        paragraphs: [
          'Shine marks appear when hot metal flattens the fibres of the fabric. Turn delicate garments inside out and use the lowest setting that still removes creases.',
          'Lay a thin cotton press cloth between the iron and the garment, and lift the iron instead of sliding it. For silk, use steam from a distance and smooth the fabric with your hand.',
        ],
      },
      FA: {
        title: 'اتو کردن پارچه‌های ظریف بدون براق شدن',
        des: 'ابریشم، ساتن و پشم تیره به پارچه واسط و دستی سبک نیاز دارند.',
        paragraphs: [
          'لکه‌های براق وقتی پیدا می‌شوند که فلز داغ الیاف پارچه را له کند. لباس‌های ظریف را پشت‌ورو کنید و کمترین دمایی را انتخاب کنید که هنوز چین‌ها را باز می‌کند.',
          'یک پارچه نخی نازک بین اتو و لباس بگذارید و به جای کشیدن اتو، آن را بلند کنید و بگذارید. برای ابریشم، از فاصله بخار بدهید و پارچه را با دست صاف کنید.',
        ],
      },
      AR: {
        title: 'كي الأقمشة الرقيقة دون علامات لمعان',
        des: 'الحرير والساتان والصوف الداكن تحتاج إلى قطعة قماش واقية ويد لطيفة.',
        paragraphs: [
          'تظهر علامات اللمعان عندما يضغط المعدن الساخن ألياف القماش. اقلب الملابس الرقيقة على ظهرها واستخدم أدنى درجة حرارة تزيل التجاعيد.',
          'ضع قطعة قماش قطنية رقيقة بين المكواة والثوب، وارفع المكواة بدلاً من سحبها. أما الحرير فوجّه إليه البخار من مسافة وملّسه بيدك.',
        ],
      },
    },
  },
  {
    uniqueId: 'dryer-maintenance',
    category: 'hair-care',
    image: 'hair',
    text: {
      EN: {
        title: 'Cleaning the filter of your hairdryer',
        des: 'A clogged filter makes a dryer hot and loud. Cleaning it takes two minutes.',
        paragraphs: [
          'Dust and hair collect on the air intake filter at the back of the dryer. When it clogs, the motor works harder, the air gets hotter and the safety cut-out may switch the dryer off.',
          'Unplug the dryer, twist off the rear grille and brush the filter with a dry toothbrush. Clean it once a month and your dryer will stay quiet and last for years.',
        ],
      },
      FA: {
        title: 'تمیز کردن فیلتر سشوار',
        des: 'فیلتر گرفته سشوار را داغ و پرسروصدا می‌کند. تمیز کردنش دو دقیقه وقت می‌گیرد.',
        paragraphs: [
          'گرد و غبار و مو روی فیلتر ورودی هوا در پشت سشوار جمع می‌شود. وقتی فیلتر بسته شود، موتور بیشتر فشار می‌آورد، هوا داغ‌تر می‌شود و ممکن است قطع‌کن ایمنی سشوار را خاموش کند.',
          'دوشاخه را بکشید، توری پشت سشوار را بچرخانید و جدا کنید و فیلتر را با یک مسواک خشک تمیز کنید. اگر ماهی یک بار این کار را بکنید، سشوار بی‌صدا می‌ماند و سال‌ها کار می‌کند.',
        ],
      },
      AR: {
        title: 'تنظيف فلتر مجفف الشعر',
        des: 'الفلتر المسدود يجعل المجفف ساخناً وصاخباً. وتنظيفه يستغرق دقيقتين.',
        paragraphs: [
          'يتجمع الغبار والشعر على فلتر سحب الهواء في الجزء الخلفي من المجفف. وعندما ينسد يعمل المحرك بجهد أكبر ويسخن الهواء أكثر، وقد يطفئ قاطع الأمان المجفف.',
          'افصل المجفف، وأدر الشبكة الخلفية وانزعها، ونظّف الفلتر بفرشاة أسنان جافة. نظّفه مرة في الشهر ليبقى مجففك هادئاً ويدوم لسنوات.',
        ],
      },
    },
  },
]
