import type { CallWireResponse } from '../../../src/contract/call'
import type {
  Grid,
  homePageCall,
  KnownBlockInput,
  pageFooterCall,
  pageSelectCall,
  sectionContentCall,
} from '../../../src/contract/content'
import type { productListItemSchema } from '../../../src/contract/catalogue'
import type * as z from 'zod/mini'

/** Answers shaped like the demo shop's (server/seed), written as the server sends them. */

const full: Grid = { xs: 12, sm: 12, md: 12, lg: 12 }
const half: Grid = { xs: 12, sm: 12, md: 6, lg: 6 }
const third: Grid = { xs: 12, sm: 6, md: 4, lg: 4 }

type BlockType = KnownBlockInput['type']
type BlockData<T extends BlockType> = Extract<KnownBlockInput, { type: T }>['data']

function block<T extends BlockType>(
  type: T,
  fields: { id: string; loc: number; grid?: Grid; title: string; pos?: string },
  data: BlockData<T>,
): KnownBlockInput {
  return {
    type,
    tools: ['text', 'banner', 'card_info', 'html'].includes(type) ? 'plugin' : 'section',
    title: fields.title,
    display: true,
    loc: fields.loc,
    periority: fields.loc,
    class: '',
    id: fields.id,
    grid: fields.grid ?? full,
    pos: fields.pos ?? 'main',
    data,
  } as KnownBlockInput
}

const section = (title: string, source: string, color = '') => ({
  img: '',
  color,
  colorType: color !== '',
  data: [],
  displayTitle: 'true',
  title,
  source,
})

export const contactLines = [
  { type: 'phone', title: 'Phone', value: '+98 21 8800 1200', link: 'tel:+982188001200' },
  {
    type: 'email',
    title: 'Email',
    value: 'hello@appliance-shop.example',
    link: 'mailto:hello@appliance-shop.example',
  },
  { type: 'address', title: 'Address', value: '12 Valiasr Street, Tehran', link: '' },
]

export const heroSlide = {
  title: 'Smooth in one pass',
  subTitle: 'Steam irons with ceramic soleplates',
  lines: ['Powerful steam', 1500, 'Even heat', 1500],
}

export const homeBlocks: KnownBlockInput[] = [
  block(
    'slider',
    { id: 'home-slider', loc: 1, title: heroSlide.title },
    {
      slide: {
        title: heroSlide.title,
        sub_title: heroSlide.subTitle,
        type: 'image',
        dynamictext: JSON.stringify(heroSlide.lines),
      },
      file: [
        {
          url: 'content/slide-desktop-1600.webp',
          width: 1600,
          height: 900,
          widths: [960, 1600],
          def: 0,
        },
        {
          url: 'content/slide-mobile-720.webp',
          width: 720,
          height: 1080,
          widths: [480, 720],
          def: 1,
        },
      ],
    },
  ),
  block(
    'product',
    { id: 'home-products', loc: 2, title: 'Latest products' },
    section('Latest products', 'product'),
  ),
  block(
    'paralax',
    { id: 'home-paralax', loc: 3, title: 'Steam that does the work' },
    { img: 'content/paralax-1600.webp', phone_img: 'content/paralax-phone-720.webp' },
  ),
  block('text', { id: 'home-intro', loc: 4, grid: half, title: 'Appliances that last' }, { id: 1 }),
  block('card_info', { id: 'home-promo', loc: 5, grid: half, title: 'Free delivery' }, { id: 5 }),
  block(
    'blog',
    { id: 'home-blog', loc: 6, title: 'From the blog' },
    section('From the blog', 'blog', '#f4f1ea'),
  ),
  block(
    'slider',
    { id: 'home-video', loc: 7, title: 'Steam you can see' },
    {
      slide: {
        title: 'Steam you can see',
        sub_title: 'Steam stations for the whole family',
        type: 'video',
        dynamictext: '["Six bar pressure",1500]',
      },
      file: [{ url: 'content/demo-slide.webm', width: 640, height: 360, def: 0 }],
    },
  ),
  block(
    'one_product',
    { id: 'home-one-product', loc: 8, title: 'Product of the month' },
    { uniqueId: 'iron-1' },
  ),
  block('banner', { id: 'home-banner', loc: 9, title: 'Summer banner' }, { id: 4 }),
  block(
    'contact',
    { id: 'home-contact', loc: 10, grid: half, title: 'Contact us' },
    { ...section('Contact us', 'contact', '#16324f'), data: contactLines },
  ),
  block(
    'enter_serial',
    { id: 'home-serial', loc: 11, grid: half, title: 'Authenticity inquiry' },
    section('Authenticity inquiry', 'serial', '#e9b872'),
  ),
  block('html', { id: 'home-html', loc: 12, title: 'Appliance Shop' }, { id: 7 }),
]

type ProductWire = z.input<typeof productListItemSchema>

export function product(n: number, fields: Partial<ProductWire> = {}): ProductWire {
  const picture = (i: number) => ({
    url: `products/iron-${i}-960.webp`,
    width: 960,
    height: 960,
    widths: [320, 640, 960],
  })
  return {
    id: n,
    uniqueId: `iron-${n}`,
    title: `Glide Steam Iron ${n}`,
    img: `products/iron-${n}-960.webp`,
    des: 'A 2800 W steam iron with a titanium soleplate.',
    cat: 'irons',
    slug: `glide-steam-iron-${n}`,
    production: '2022',
    brand: { uniqueId: 'kavir', title: 'Kavir' },
    gallery: [picture(n), picture(n + 1)],
    price: { price: 3600000, discount: 0, vahed: { price: 'Toman' } },
    vahed: { price: 'Toman' },
    ...fields,
  }
}

export const showcase = [
  product(1, { price: { price: 3600000, discount: 3024000, vahed: { price: 'Toman' } } }),
  product(2),
  product(3),
]

type CardWire = CallWireResponse<typeof sectionContentCall>['data'][number]

export function card(n: number, fields: Partial<CardWire> = {}): CardWire {
  return {
    uniqueId: `post-${n}`,
    title: `Steam iron basics ${n}`,
    img: 'blog/steam-800.webp',
    view: 100 + n,
    Comment: n,
    date: '2025-03-10',
    created_at: '2025-03-10T10:00:00.000Z',
    cat: 'Ironing tips',
    ...fields,
  }
}

export const introText = {
  title: 'Appliances that last',
  text: '<p>We sell only genuine appliances with a <strong>registered serial number</strong>.</p>',
  link: '/about',
  linkText: 'About us',
  target: '_self',
}

export const homePlugins: CallWireResponse<typeof homePageCall>['plugins'] = {
  'home-intro': { kind: 'text', ...introText },
  'home-promo': {
    kind: 'card_info',
    title: 'Free delivery all summer',
    text: 'Every iron ships free of charge until the end of summer.',
    link: '/campaign',
    linkText: 'See the campaign',
    file: 'content/promo-800.webp',
  },
  'home-blog': { kind: 'blog', data: [card(1), card(2)] },
  'home-one-product': { kind: 'one_product', product: product(1) },
  'home-banner': {
    kind: 'banner',
    file: { url: 'content/banner-1440.webp', width: 1440, height: 360, widths: [768, 1440] },
  },
  'home-html': {
    kind: 'html',
    plugin: '<div class="notice"><strong>Opening hours:</strong> Saturday to Thursday.</div>',
  },
}

const seo = {
  title: 'Appliance Shop: irons and hair dryers',
  meta_description: 'Shop steam irons and hair dryers.',
  meta_key: '["iron","hair dryer"]',
  canonical: '/',
  link: '/',
}

export function pageWire(
  title: string,
  blocks: unknown[],
  options = { header: true, footer: true },
) {
  return {
    title,
    data: JSON.stringify(blocks),
    options: JSON.stringify(options),
    meta: '',
    css: '',
    javascript: '',
    editor: '',
    html: '',
  }
}

export const homePageWire: CallWireResponse<typeof homePageCall> = {
  status: true,
  page: pageWire('Appliance Shop: irons and hair dryers', homeBlocks),
  plugins: homePlugins,
  seo,
  products: showcase,
}

export const aboutBlocks: KnownBlockInput[] = [
  block('text', { id: 'about-story', loc: 1, title: 'Our story' }, { id: 2 }),
  block(
    'contact',
    { id: 'about-contact', loc: 2, title: 'Contact us' },
    { ...section('Contact us', 'contact'), data: contactLines },
  ),
]

export const aboutPageWire: CallWireResponse<typeof pageSelectCall> = {
  status: true,
  page: pageWire('About us', aboutBlocks),
  plugins: {
    'about-story': {
      kind: 'text',
      title: 'Our story',
      text: '<p>Since 1998.</p>',
      link: '',
      linkText: '',
      target: '_self',
    },
  },
  seo: { ...seo, title: 'About us', canonical: '/about', link: '/about' },
}

export const footerWire: CallWireResponse<typeof pageFooterCall> = {
  status: true,
  data: JSON.stringify([
    block(
      'text',
      { id: 'footer-about', loc: 1, grid: third, title: 'Shop', pos: 'footer' },
      { id: 3 },
    ),
    block(
      'enter_serial',
      { id: 'footer-serial', loc: 3, grid: third, title: 'Check authenticity', pos: 'footer' },
      section('Check authenticity', 'serial'),
    ),
    block('html', { id: 'footer-html', loc: 4, title: 'Shop', pos: 'footer' }, { id: 8 }),
  ]),
  plugins: {
    'footer-about': { kind: 'text', ...introText, title: 'Appliance Shop', link: '' },
    'footer-html': { kind: 'html', plugin: '<p>Prices include VAT.</p>' },
  },
}

export { block, full, half, section }
