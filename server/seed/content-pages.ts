import type { Grid, KnownBlockInput } from '../../src/contract/content'
import { toJsonText } from '../../src/contract/json-text'
import type { ContentImages } from './content-images'
import type { SiteTexts } from './content-texts'

/** Row ids of one language's plugins. */
export interface PluginIds {
  intro: number
  story: number
  footerAbout: number
  banner: number
  promo: number
  campaignPromo: number
  html: number
  footerHtml: number
}

export interface PageLinks {
  irons: string
  hairdryers: string
}

const full: Grid = { xs: 12, sm: 12, md: 12, lg: 12 }
const half: Grid = { xs: 12, sm: 12, md: 6, lg: 6 }
const third: Grid = { xs: 12, sm: 6, md: 4, lg: 4 }

type BlockType = KnownBlockInput['type']
type BlockData<T extends BlockType> = Extract<KnownBlockInput, { type: T }>['data']

function block<T extends BlockType>(
  type: T,
  fields: { id: string; loc: number; grid: Grid; title: string; pos?: string; class?: string },
  data: BlockData<T>,
): KnownBlockInput {
  const pluginBacked = ['text', 'banner', 'card_info', 'html'].includes(type)
  return {
    type,
    tools: pluginBacked ? 'plugin' : 'section',
    title: fields.title,
    display: true,
    loc: fields.loc,
    periority: fields.loc,
    class: fields.class ?? '',
    id: fields.id,
    grid: fields.grid,
    pos: fields.pos ?? 'main',
    data,
  } as KnownBlockInput
}

function section(
  title: string,
  source: string,
  colour?: string,
  img = '',
): BlockData<'product' | 'blog' | 'enter_serial'> {
  return {
    img,
    color: colour ?? '',
    colorType: colour !== undefined,
    data: [],
    displayTitle: 'true',
    title,
    source,
  }
}

function slide(
  texts: { title: string; subTitle: string; lines: string[] },
  type: 'image' | 'video',
  files: BlockData<'slider'>['file'],
): BlockData<'slider'> {
  // Numbers among the rotating lines are pauses in ms.
  const dynamictext = texts.lines.flatMap((line) => [line, 1500])
  return {
    slide: {
      title: texts.title,
      sub_title: texts.subTitle,
      type,
      dynamictext: toJsonText(dynamictext),
    },
    file: files,
  }
}

function contactBlock(
  t: SiteTexts,
  id: string,
  loc: number,
  grid: Grid,
  title: string,
  pos?: string,
) {
  return block(
    'contact',
    { id, loc, grid, title, pos },
    {
      img: '',
      color: '#16324f',
      colorType: true,
      displayTitle: 'true',
      title,
      source: 'contact',
      data: [
        {
          type: 'phone',
          title: t.contact.phone,
          value: '+98 21 8800 1200',
          link: 'tel:+982188001200',
        },
        {
          type: 'email',
          title: t.contact.email,
          value: 'hello@appliance-shop.example',
          link: 'mailto:hello@appliance-shop.example',
        },
        { type: 'address', title: t.contact.address, value: t.contact.addressValue, link: '' },
        { type: 'hours', title: t.contact.hours, value: t.contact.hoursValue, link: '' },
      ],
    },
  )
}

function picture(
  image: { url: string; width: number; height: number; widths: number[] },
  def: number,
) {
  return { url: image.url, width: image.width, height: image.height, widths: image.widths, def }
}

/**
 * A page's blocks in `loc` order, with its product block at `spot` when the shop has a product
 * to show there.
 */
function inPageOrder(
  blocks: KnownBlockInput[],
  product: string | undefined,
  spot: { id: string; loc: number; title: string },
): KnownBlockInput[] {
  const productBlock = product
    ? [block('one_product', { ...spot, grid: full }, { uniqueId: product })]
    : []
  return [...blocks, ...productBlock].sort((a, b) => a.loc - b.loc)
}

/**
 * The home page: every block type of the shop but the contact and the authenticity inquiry, which
 * the footer shows on every page (the home page would show them twice). `product` is a real
 * product's uniqueId, when one exists.
 */
export function homeBlocks(
  t: SiteTexts,
  images: ContentImages,
  plugins: PluginIds,
  product: string | undefined,
): KnownBlockInput[] {
  const blocks: KnownBlockInput[] = [
    block(
      'slider',
      { id: 'home-slider', loc: 1, grid: full, title: t.home.imageSlide.title, class: 'hero' },
      slide(t.home.imageSlide, 'image', [
        picture(images.slideDesktop, 0),
        picture(images.slideMobile, 1),
      ]),
    ),
    block(
      'product',
      { id: 'home-products', loc: 2, grid: full, title: t.home.products },
      section(t.home.products, 'product'),
    ),
    block(
      'paralax',
      { id: 'home-paralax', loc: 3, grid: full, title: t.home.paralax },
      { img: images.paralax.url, phone_img: images.paralaxPhone.url },
    ),
    block(
      'text',
      { id: 'home-intro', loc: 4, grid: half, title: t.intro.title },
      { id: plugins.intro },
    ),
    block(
      'card_info',
      { id: 'home-promo', loc: 5, grid: half, title: t.promo.title },
      { id: plugins.promo },
    ),
    block(
      'blog',
      { id: 'home-blog', loc: 6, grid: full, title: t.home.blog },
      section(t.home.blog, 'blog', '#f4f1ea'),
    ),
    block(
      'slider',
      { id: 'home-video', loc: 7, grid: full, title: t.home.videoSlide.title },
      slide(t.home.videoSlide, 'video', [{ ...images.video, def: 0 }]),
    ),
    block(
      'banner',
      { id: 'home-banner', loc: 9, grid: full, title: t.promo.title },
      { id: plugins.banner },
    ),
    block(
      'html',
      { id: 'home-html', loc: 12, grid: full, title: t.site.title },
      { id: plugins.html },
    ),
  ]
  return inPageOrder(blocks, product, { id: 'home-one-product', loc: 8, title: t.home.oneProduct })
}

export function aboutBlocks(
  t: SiteTexts,
  images: ContentImages,
  plugins: PluginIds,
): KnownBlockInput[] {
  return [
    block(
      'text',
      { id: 'about-story', loc: 1, grid: full, title: t.about.story.title },
      { id: plugins.story },
    ),
    block(
      'paralax',
      { id: 'about-paralax', loc: 2, grid: full, title: t.paralax.title },
      { img: images.paralax.url, phone_img: images.paralaxPhone.url },
    ),
    contactBlock(t, 'about-contact', 3, full, t.home.contact),
  ]
}

/** A landing page: the header (the way on), no footer, its button to the irons. */
export function campaignBlocks(
  t: SiteTexts,
  images: ContentImages,
  plugins: PluginIds,
  product: string | undefined,
): KnownBlockInput[] {
  const blocks = [
    block(
      'slider',
      { id: 'campaign-slider', loc: 1, grid: full, title: t.campaign.slide.title, class: 'hero' },
      slide(t.campaign.slide, 'image', [
        picture(images.campaignDesktop, 0),
        picture(images.campaignMobile, 1),
      ]),
    ),
    block(
      'card_info',
      { id: 'campaign-promo', loc: 2, grid: full, title: t.campaign.promo.title },
      { id: plugins.campaignPromo },
    ),
    block(
      'banner',
      { id: 'campaign-banner', loc: 4, grid: full, title: t.campaign.title },
      { id: plugins.banner },
    ),
  ]
  return inPageOrder(blocks, product, { id: 'campaign-product', loc: 3, title: t.home.oneProduct })
}

/** The footer's blocks, stored out of `loc` order as an editor may leave them. */
export function footerBlocks(t: SiteTexts, plugins: PluginIds): KnownBlockInput[] {
  return [
    block(
      'html',
      { id: 'footer-html', loc: 4, grid: full, title: t.site.title, pos: 'footer' },
      { id: plugins.footerHtml },
    ),
    contactBlock(t, 'footer-contact', 2, third, t.footer.contact, 'footer'),
    block(
      'text',
      { id: 'footer-about', loc: 1, grid: third, title: t.footer.about.title, pos: 'footer' },
      { id: plugins.footerAbout },
    ),
    block(
      'enter_serial',
      { id: 'footer-serial', loc: 3, grid: third, title: t.footer.serial, pos: 'footer' },
      section(t.footer.serial, 'serial'),
    ),
  ]
}
