import { languages, type Language } from '../../src/contract/common'
import { toJsonText } from '../../src/contract/json-text'
import type { ProductsTable, ProductTextsTable, ProductVariantsTable } from '../db/schema'
import {
  editionOf,
  editionWords,
  featureWords,
  moreOptionColours,
} from './catalogue-generated-words'
import { SeededRandom } from './catalogue-random'
import {
  articleWords,
  attributeNames,
  brandWords,
  categoryWords,
  dryerKinds,
  ironKinds,
  localDigits,
  measureUnits,
  optionColours,
  seriesWords,
  soleplates,
  strengths,
  unitLabel,
  weaknesses,
  yesNo,
  type CategoryKey,
  type DryerKind,
  type IronKind,
  type Localized,
} from './catalogue-words'

/** A product's texts in one language, as the product_texts table holds them. */
export type TextDraft = Omit<ProductTextsTable, 'product_id' | 'lang'>

/** An option as the product_variants table holds it, with its names. */
export interface VariantDraft extends Omit<ProductVariantsTable, 'id' | 'product_id'> {
  /** What the option is called in each language. */
  names: Localized
}

/** A product as the products table holds it, with its texts, options and pictures. */
export interface ProductDraft extends Pick<
  ProductsTable,
  | 'unique_id'
  | 'model'
  | 'sk'
  | 'production'
  | 'price'
  | 'discount'
  | 'depo'
  | 'box'
  | 'fav'
  | 'external_link'
  | 'created_at'
> {
  category: CategoryKey
  /** Index into `brandWords`, or null for a product of no named brand. */
  brand: number | null
  texts: Record<Language, TextDraft>
  variants: VariantDraft[]
  /** Indexes into the category's pictures, first is the main picture. */
  pictures: number[]
}

export const productPrefix: Record<CategoryKey, string> = { irons: 'iron', hairdryers: 'hairdryer' }
export const serialPrefix: Record<CategoryKey, string> = { irons: 'IR', hairdryers: 'HD' }
export const serialType: Record<CategoryKey, 'iron' | 'hairdryer'> = {
  irons: 'iron',
  hairdryers: 'hairdryer',
}
/** First serial number of each category: product n owns `base + 3(n-1)` and the next two. */
export const serialBase: Record<CategoryKey, number> = { irons: 10001, hairdryers: 20001 }
export const serialsPerProduct = 3

const roundTo = (value: number, step: number) => Math.round(value / step) * step

function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
}

function withUnit(value: number | string, unit: Localized, lang: Language): string {
  return `${localDigits(value, lang)} ${unit[lang]}`
}

interface Specs {
  kind: Localized
  power: number
  /** Attribute values in attribute-id order. */
  attributes: (lang: Language) => string[]
  describe: (lang: Language) => string
}

function ironSpecs(rng: SeededRandom, n: number): Specs {
  const kindKey: IronKind =
    n % 9 === 0 ? 'travel' : n % 4 === 0 ? 'station' : n % 11 === 0 ? 'dry' : 'steam'
  const kind = ironKinds[kindKey]
  const power = kindKey === 'travel' ? 1000 + rng.int(0, 4) * 100 : 1800 + rng.int(0, 6) * 200
  const sole = rng.pick(soleplates)
  const tank =
    kindKey === 'dry'
      ? 0
      : kindKey === 'station'
        ? 1200 + rng.int(0, 6) * 100
        : kindKey === 'travel'
          ? 80
          : 250 + rng.int(0, 5) * 30
  const steam =
    kindKey === 'dry'
      ? 0
      : kindKey === 'station'
        ? 110 + rng.int(0, 8) * 10
        : 25 + rng.int(0, 5) * 5
  const cord = (1.8 + rng.int(0, 7) / 10).toFixed(1)
  const autoOff = rng.chance(0.6)
  return {
    kind,
    power,
    attributes: (lang) => [
      withUnit(power, measureUnits.watt, lang),
      sole[lang],
      withUnit(tank, measureUnits.ml, lang),
      withUnit(steam, measureUnits.gramPerMinute, lang),
      withUnit(cord, measureUnits.metre, lang),
      (autoOff ? yesNo.yes : yesNo.no)[lang],
    ],
    describe: (lang) => {
      const p = localDigits(power, lang)
      const t = localDigits(tank, lang)
      const s = localDigits(steam, lang)
      const k = kind[lang]
      if (kindKey === 'dry') {
        return {
          EN: `A ${p} W ${k.toLowerCase()} with a ${sole.EN} soleplate, light and quick to heat.`,
          FA: `${k} ${p} واتی با کف ${sole.FA}، سبک و سریع‌گرم.`,
          AR: `${k} بقدرة ${p} واط مع قاعدة من ${sole.AR}، خفيفة وسريعة التسخين.`,
        }[lang]
      }
      return {
        EN: `A ${p} W ${k.toLowerCase()} with a ${sole.EN} soleplate, a ${t} ml water tank and up to ${s} g/min of steam.`,
        FA: `${k} ${p} واتی با کف ${sole.FA}، مخزن آب ${t} میلی‌لیتری و خروجی بخار تا ${s} گرم در دقیقه.`,
        AR: `${k} بقدرة ${p} واط مع قاعدة من ${sole.AR} وخزان ماء سعة ${t} مل وبخار يصل إلى ${s} غرام في الدقيقة.`,
      }[lang]
    },
  }
}

function dryerSpecs(rng: SeededRandom, n: number): Specs {
  const kindKey: DryerKind = n % 4 === 0 ? 'pro' : n % 7 === 0 ? 'compact' : 'dryer'
  const kind = dryerKinds[kindKey]
  const power = kindKey === 'compact' ? 1000 + rng.int(0, 4) * 100 : 1600 + rng.int(0, 5) * 200
  const speeds = rng.int(2, 3)
  const heats = rng.int(2, 4)
  const ionic = kindKey === 'pro' || rng.chance(0.5)
  const cord = (1.7 + rng.int(0, 13) / 10).toFixed(1)
  const weight = kindKey === 'compact' ? 320 + rng.int(0, 8) * 10 : 450 + rng.int(0, 20) * 10
  return {
    kind,
    power,
    attributes: (lang) => [
      withUnit(power, measureUnits.watt, lang),
      localDigits(speeds, lang),
      localDigits(heats, lang),
      (ionic ? yesNo.yes : yesNo.no)[lang],
      withUnit(cord, measureUnits.metre, lang),
      withUnit(weight, measureUnits.gram, lang),
    ],
    describe: (lang) => {
      const p = localDigits(power, lang)
      const sp = localDigits(speeds, lang)
      const h = localDigits(heats, lang)
      const k = kind[lang]
      return {
        EN: `A ${p} W ${k.toLowerCase()} with ${sp} speeds and ${h} heat settings${ionic ? ' and ionic care' : ''}, for fast drying with less frizz.`,
        FA: `${k} ${p} واتی با ${sp} سرعت و ${h} درجه حرارت${ionic ? ' و فناوری یونی' : ''} برای خشک کردن سریع و بدون وز.`,
        AR: `${k} بقدرة ${p} واط مع ${sp} سرعات و${h} درجات حرارة${ionic ? ' وتقنية أيونية' : ''} لتجفيف سريع مع تجعد أقل.`,
      }[lang]
    },
  }
}

/**
 * A product's title: brand, series and its model number (unique within the series, so no two
 * products share a title), kind and power.
 */
function titleOf(
  lang: Language,
  brand: Localized | null,
  series: Localized,
  modelNumber: number,
  kind: Localized,
  power: number,
) {
  const p = localDigits(power, lang)
  const m = localDigits(modelNumber, lang)
  switch (lang) {
    case 'EN':
      return `${brand ? `${brand.EN} ` : ''}${series.EN} ${m} ${kind.EN} ${p}W`
    case 'FA':
      return `${kind.FA}${brand ? ` ${brand.FA}` : ''} مدل ${series.FA} ${m} توان ${p} وات`
    case 'AR':
      return `${kind.AR}${brand ? ` ${brand.AR}` : ''} موديل ${series.AR} ${m} بقدرة ${p} واط`
  }
}

/** A generated product's title: its name, then its edition's. */
function withEdition(title: string, edition: Localized | null, lang: Language): string {
  if (!edition) return title
  return lang === 'EN'
    ? `${title}, ${edition.EN} ${editionOf.EN}`
    : `${title}، ${editionOf[lang]} ${edition[lang]}`
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/**
 * Product number `n` (from 1) of a category, the same on every run: its facts, texts in every
 * language and options. `demo` products get a fourth picture; the others (generated) draw an
 * edition, features and colours from a wider vocabulary, some of its words rare.
 */
export function productDraft(
  category: CategoryKey,
  n: number,
  createdAt: string,
  demo: boolean,
): ProductDraft {
  const rng = new SeededRandom((category === 'irons' ? 1_000_003 : 2_000_029) * 7 + n * 7919)
  // A generator of its own, so the demo products' draws stay as they are.
  const wider = new SeededRandom((category === 'irons' ? 3_000_017 : 4_000_037) + n * 104_729)
  const edition = !demo && wider.chance(0.35) ? wider.zipf(editionWords) : null
  const features = demo ? [] : wider.zipfSample(featureWords[category], wider.int(1, 2))
  const uniqueId = `${productPrefix[category]}-${n}`
  const brandIndex =
    n % 10 === 0 ? null : (n * 5 + (category === 'irons' ? 0 : 3)) % brandWords.length
  const brand = brandIndex === null ? null : (brandWords[brandIndex] ?? null)
  const seriesCount = seriesWords[category].length
  const series = seriesWords[category][(n - 1) % seriesCount]
  if (!series) throw new Error('no series')
  // Products take the series in turn; each turn is the series' next model (100, 200...).
  const modelNumber = (Math.floor((n - 1) / seriesCount) + 1) * 100
  const specs = category === 'irons' ? ironSpecs(rng, n) : dryerSpecs(rng, n)
  const model = `${brand ? brand.uniqueId.slice(0, 3).toUpperCase() : 'GEN'}-${series.code}${modelNumber}-${specs.power}`

  const base =
    category === 'irons'
      ? roundTo(rng.int(1_200_000, 6_500_000), 10_000)
      : roundTo(rng.int(900_000, 4_800_000), 10_000)
  const discountPercent = rng.chance(0.4) ? rng.int(5, 25) : 0
  const discounted = (price: number) =>
    discountPercent ? roundTo((price * (100 - discountPercent)) / 100, 1000) : 0
  const warranty = String(rng.pick([12, 18, 24]))

  const variants: VariantDraft[] = []
  // Every fifth product is sold as is, without options.
  if (n % 5 !== 0) {
    const variantData = toJsonText({ garanty: warranty })
    if (category === 'hairdryers' && n % 3 === 0) {
      for (const [i, power] of [specs.power, specs.power + 400].entries()) {
        const price = base + i * 300_000
        variants.push({
          unique_id: `${uniqueId}-power-${power}`,
          type: 'power',
          value: String(power),
          price,
          discount: discounted(price),
          depo: i === 0 ? rng.int(4, 30) : rng.int(0, 6),
          data: variantData,
          created_at: createdAt,
          names: {
            EN: withUnit(power, measureUnits.watt, 'EN'),
            FA: withUnit(power, measureUnits.watt, 'FA'),
            AR: withUnit(power, measureUnits.watt, 'AR'),
          },
        })
      }
    } else {
      const count = rng.int(2, 3)
      const picked = demo
        ? rng.sample(optionColours, count)
        : wider.zipfSample([...optionColours, ...moreOptionColours], count)
      for (const [i, colour] of picked.entries()) {
        const price = base + i * 50_000
        variants.push({
          unique_id: `${uniqueId}-color-${colour.css.slice(1)}`,
          type: 'color',
          value: colour.css,
          price,
          discount: discounted(price),
          depo: i === 0 ? rng.int(3, 25) : rng.int(0, 8),
          data: variantData,
          created_at: createdAt,
          names: colour.name,
        })
      }
    }
  }
  const first = variants[0]
  const price = first ? first.price : base
  const discount = first ? first.discount : discounted(base)
  // Product 10 of each category is sold out, to show the shop without stock.
  const stock = first ? variants.reduce((sum, v) => sum + v.depo, 0) : n === 10 ? 0 : rng.int(1, 30)

  const box = {
    w:
      n % 7 === 0
        ? 0
        : Number((category === 'irons' ? 1.2 + rng.next() * 1.6 : 0.6 + rng.next()).toFixed(1)),
    wtype: 'kg',
    v: rng.int(12, 18),
    h: rng.int(14, 24),
    l: rng.int(26, 34),
    atype: 'cm',
  }

  const strengthIndexes = rng.sample([...strengths[category].EN.keys()], 3)
  const weaknessIndexes = rng.sample([...weaknesses[category].EN.keys()], 2)
  const texts = {} as Record<Language, TextDraft>
  for (const lang of languages) {
    const title = withEdition(
      titleOf(lang, brand?.name ?? null, series.name, modelNumber, specs.kind, specs.power),
      edition,
      lang,
    )
    const des = [specs.describe(lang), ...features.map((feature) => feature[lang])].join(' ')
    const ghovat = strengthIndexes.map((i) => strengths[category][lang][i] ?? '')
    const zaf = weaknessIndexes.map((i) => weaknesses[category][lang][i] ?? '')
    const words = articleWords[category][lang]
    const art = [
      `<h2>${escapeHtml(title)}</h2>`,
      `<p>${escapeHtml(des)}</p>`,
      `<h3>${words.design}</h3>`,
      `<p>${words.designText}</p>`,
      `<ul>${ghovat.map((g) => `<li>${escapeHtml(g)}</li>`).join('')}</ul>`,
      `<h3>${words.verdict}</h3>`,
      `<p>${words.verdictText}</p>`,
    ].join('')
    const values = specs.attributes(lang)
    const attr = attributeNames[category].map((name, i) => ({
      id: i + 1,
      type: name[lang],
      value: values[i] ?? '',
    }))
    texts[lang] = {
      title,
      slug: `${slugOf(title)}-${n}`,
      des,
      vahed: unitLabel[lang],
      noghat: toJsonText({ zaf: toJsonText(zaf), ghovat: toJsonText(ghovat) }),
      art,
      attr: toJsonText(attr),
      meta_description: des,
      meta_key: toJsonText([
        title,
        ...categoryWords[category].keywords[lang].slice(0, 1),
        ...(brand ? [brand.name[lang]] : []),
      ]),
    }
  }

  const offsets = demo ? [0, 2, 5, 7] : [0, 2, 5]
  return {
    unique_id: uniqueId,
    category,
    brand: brandIndex,
    model,
    sk: `${serialPrefix[category]}-${serialBase[category] + (n - 1) * serialsPerProduct}`,
    production: String(2021 + (n % 5)),
    price,
    discount,
    depo: stock,
    box: toJsonText(box),
    fav: rng.int(0, 250),
    external_link:
      brand && n % 4 === 1
        ? `https://www.${brand.uniqueId}.example/products/${model.toLowerCase()}`
        : '',
    created_at: createdAt,
    texts,
    variants,
    pictures: offsets.map((o) => (n - 1 + o) % 8),
  }
}
