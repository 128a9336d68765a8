import { languages, type Language } from '../../src/contract/common'
import type { CategoryKey } from './catalogue-words'

/** Demo customers who wrote the seeded reviews and questions; they cannot log in. */
export const reviewers = [
  { fname: 'Sara', lname: 'Ahmadi', email: 'sara.ahmadi@reviewers.example', phone: '09990000001' },
  { fname: 'Reza', lname: 'Karimi', email: 'reza.karimi@reviewers.example', phone: '09990000002' },
  {
    fname: 'Maryam',
    lname: 'Hosseini',
    email: 'maryam.hosseini@reviewers.example',
    phone: '09990000003',
  },
  { fname: 'Omar', lname: 'Haddad', email: 'omar.haddad@reviewers.example', phone: '09990000004' },
  {
    fname: 'Laila',
    lname: 'Nasser',
    email: 'laila.nasser@reviewers.example',
    phone: '09990000005',
  },
  {
    fname: 'James',
    lname: 'Carter',
    email: 'james.carter@reviewers.example',
    phone: '09990000006',
  },
]

export interface ReviewWords {
  lang: Language
  comment: string
}

/** Review texts by the vote they go with (5 down to 1), in each language. */
const reviewTexts: Record<1 | 2 | 3 | 4 | 5, Partial<Record<Language, string[]>>> = {
  5: {
    EN: [
      'Works exactly as described, I am very happy with it.',
      'After three months of daily use it still works like new.',
    ],
    FA: [
      'کیفیت ساخت خیلی خوب است، به همه پیشنهاد می‌کنم.',
      'ارسال سریع بود و بسته‌بندی کاملاً سالم رسید.',
    ],
    AR: ['المنتج ممتاز وأنصح به بشدة.'],
  },
  4: {
    EN: ['Good value for the price, a solid choice.'],
    FA: ['نسبت به قیمتش عالی است، فقط کمی سنگین است.'],
    AR: ['جيد جداً مقابل السعر.'],
  },
  3: {
    EN: ['It does the job, but I expected a bit more power.'],
    FA: ['بد نیست، ولی انتظار بیشتری داشتم.'],
    AR: ['مقبول، لكنه أقل مما توقعت.'],
  },
  2: {
    EN: ['The handle gets warm and it is noisier than I thought.'],
    FA: ['صدای زیادی دارد و دسته‌اش گرم می‌شود.'],
  },
  1: {
    EN: ['Stopped working after a few weeks; the warranty replaced it.'],
    AR: ['توقف عن العمل بعد أسابيع قليلة.'],
  },
}

/** Review texts by the vote they go with, each with its language: English, Persian, Arabic. */
export const reviewComments = Object.fromEntries(
  Object.entries(reviewTexts).map(([vote, byLanguage]) => [
    vote,
    languages.flatMap((lang) => (byLanguage[lang] ?? []).map((comment) => ({ lang, comment }))),
  ]),
) as Record<1 | 2 | 3 | 4 | 5, ReviewWords[]>

export const reviewTags: Record<Language, { ghovat: string[]; zaf: string[] }> = {
  EN: {
    ghovat: ['Build quality', 'Good price', 'Powerful', 'Nice design', 'Light'],
    zaf: ['Noisy', 'Short cord', 'Heavy'],
  },
  FA: {
    ghovat: ['کیفیت ساخت', 'قیمت مناسب', 'قدرتمند', 'طراحی زیبا', 'سبک'],
    zaf: ['پرصدا', 'سیم کوتاه', 'سنگین'],
  },
  AR: {
    ghovat: ['جودة التصنيع', 'سعر مناسب', 'قوي', 'تصميم جميل', 'خفيف'],
    zaf: ['صاخب', 'سلك قصير', 'ثقيل'],
  },
}

export interface QuestionWords {
  question: string
  answer: string
}

export const supportName = 'Shop support'

export const questionWords: Record<CategoryKey, QuestionWords[]> = {
  irons: [
    {
      question: 'Can I fill it with tap water?',
      answer: 'Yes. Where tap water is hard, mix it half and half with distilled water.',
    },
    {
      question: 'Does it come with a warranty card?',
      answer: 'Yes, every unit ships with a registered serial number and a warranty card.',
    },
    {
      question: 'آیا برای پارچه ابریشمی مناسب است؟',
      answer: 'بله، با تنظیم دما روی کمترین درجه و بدون بخار.',
    },
    {
      question: 'طول سیم چقدر است؟',
      answer: 'طول سیم در جدول مشخصات آمده است؛ بیشتر مدل‌ها حدود دو متر هستند.',
    },
    {
      question: 'هل يمكن استخدامها عمودياً لكي الستائر؟',
      answer: 'نعم، خاصية البخار العمودي متوفرة في هذا الموديل.',
    },
  ],
  hairdryers: [
    {
      question: 'Is it suitable for curly hair?',
      answer: 'Yes, use the diffuser and a low speed to keep the curls defined.',
    },
    {
      question: 'Does it work on 110 V?',
      answer: 'No, it is made for 220-240 V. Use a converter when travelling.',
    },
    {
      question: 'آیا سری دیفیوزر همراه دستگاه است؟',
      answer: 'بله، سری متمرکزکننده و دیفیوزر در جعبه هست.',
    },
    {
      question: 'فیلتر پشتی جدا می‌شود؟',
      answer: 'بله، فیلتر با یک چرخش جدا و تمیز می‌شود.',
    },
    {
      question: 'هل يوجد زر للهواء البارد؟',
      answer: 'نعم، زر الهواء البارد موجود أسفل المقبض.',
    },
  ],
}

/** A second answer, from another customer. */
export const customerAnswers = [
  'I have the same one and it works well for me.',
  'من هم همین را خریدم و راضی هستم.',
  'تجربتي معه جيدة حتى الآن.',
]

export const sellers = [
  'Tehran Central Store',
  'Isfahan Home Appliances',
  'Shiraz Electric',
  'Dubai Mall Outlet',
  'Online shop',
]
