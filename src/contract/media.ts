import type { BlockOf, MediaFile, PageBlock, PluginData } from './content'

/**
 * How the shop shows the media of its API: file paths relative to `setting.upload_path`,
 * pictures stored at several widths, the page's blocks in order and the hero picture. The
 * server reads them too, to preload the picture a page shows first.
 */

/** Where media live when the shop's settings do not say. */
export const defaultUploadPath = '/uploads/'

/** A media path of the API as an address: `setting.upload_path` + path; full addresses stay. */
export function mediaUrl(uploadPath: string, path: string): string {
  if (path === '' || /^(https?:)?\/\//.test(path) || path.startsWith('/')) return path
  return `${uploadPath.replace(/\/?$/, '/')}${path}`
}

/**
 * `srcset` of a picture from its stored widths: the file name ends with the widest width, which
 * is replaced by each other width. Undefined when the name does not follow that pattern.
 */
export function srcSetOf(uploadPath: string, file: MediaFile): string | undefined {
  const widths = file.widths ?? []
  if (widths.length < 2) return undefined
  const widest = Math.max(...widths)
  const pattern = new RegExp(`-${widest}(\\.[a-z0-9]+)$`, 'i')
  if (!pattern.test(file.url)) return undefined
  return [...widths]
    .sort((a, b) => a - b)
    .map((w) => `${mediaUrl(uploadPath, file.url.replace(pattern, `-${w}$1`))} ${w}w`)
    .join(', ')
}

/** A block the shop renders: a known type, shown by the editor. */
export type ShownBlock = Exclude<PageBlock, { type: 'unknown' }>

/** The blocks a page shows, in `loc` order (stable: equal `loc` keeps the editor's order). */
export function blocksInOrder(blocks: PageBlock[]): ShownBlock[] {
  return blocks
    .filter((block): block is ShownBlock => block.type !== 'unknown' && block.display)
    .map((block, order) => ({ block, order }))
    .sort((a, b) => a.block.loc - b.block.loc || a.order - b.order)
    .map(({ block }) => block)
}

type SlideFile = BlockOf<'slider'>['data']['file'][number]

/**
 * The slide's desktop and mobile media. `def` 0 marks the default (desktop) file: the first file
 * is desktop or mobile by its `def`, the second is the other; a lone file serves both.
 */
export function sliderMedia(files: SlideFile[]): { desktop: SlideFile; mobile: SlideFile } | null {
  const [first, second] = files
  if (!first) return null
  const other = second ?? first
  return first.def === 0 ? { desktop: first, mobile: other } : { desktop: other, mobile: first }
}

/** The theme's medium breakpoint (`md`), where heroes switch from phone to desktop media. */
export const mediumUp = '(min-width: 768px)'
const belowMedium = '(max-width: 767.98px)'
/** Heroes span the page, which grows to the theme size `6xl`. */
const pageWidth = '72rem'
export const heroSizes = `(min-width: ${pageWidth}) ${pageWidth}, 100vw`

/** One source of a picture: where the browser picks a file from, and for which screens. */
export interface PictureSource {
  src: string
  srcSet?: string
  sizes?: string
  width?: number
  height?: number
  /** The screens it is for; every screen when absent. */
  media?: string
}

/** A slider's picture: the phone file, and the desktop one when it is another file. */
export interface HeroPicture {
  mobile: PictureSource
  desktop?: PictureSource
}

/** A stored picture as a source: its file, the `srcset` of its widths shown at `sizes`. */
export function pictureSource(
  uploadPath: string,
  file: MediaFile,
  sizes: string,
  media?: string,
): PictureSource {
  const srcSet = srcSetOf(uploadPath, file)
  return {
    src: mediaUrl(uploadPath, file.url),
    srcSet,
    sizes: srcSet ? sizes : undefined,
    width: file.width,
    height: file.height,
    media,
  }
}

/**
 * The background of a parallax block: the phone picture below the medium breakpoint, the
 * desktop one from there up (each stands in for the other when missing).
 */
export function paralaxPicture(block: BlockOf<'paralax'>, uploadPath: string): HeroPicture {
  const phone = mediaUrl(uploadPath, block.data.phone_img || block.data.img)
  const desktop = mediaUrl(uploadPath, block.data.img || block.data.phone_img)
  if (phone === desktop) return { mobile: { src: phone } }
  return {
    mobile: { src: phone, media: belowMedium },
    desktop: { src: desktop, media: mediumUp },
  }
}

/** How many of a page's blocks render at once, as its first view; the others when near the screen. */
export const firstViewBlockCount = 2

/** The blocks a page shows first, in order. */
export function firstViewBlocks(blocks: PageBlock[]): ShownBlock[] {
  return blocksInOrder(blocks).slice(0, firstViewBlockCount)
}

/**
 * The pictures the heroes (sliders, parallax, banners) among a page's first-view blocks show.
 * A banner's picture is in the page's resolved `plugins`, under the block's id.
 */
export function firstViewPictures(
  blocks: PageBlock[],
  plugins: Record<string, PluginData>,
  uploadPath: string,
): HeroPicture[] {
  return firstViewBlocks(blocks).flatMap((block) => {
    if (block.type === 'slider') return heroPicture(block, uploadPath) ?? []
    if (block.type === 'paralax') return paralaxPicture(block, uploadPath)
    const plugin = plugins[block.id]
    if (block.type === 'banner' && plugin?.kind === 'banner') {
      return { mobile: pictureSource(uploadPath, plugin.file, heroSizes) }
    }
    return []
  })
}

/** The picture a slider shows; null for a slider without files or one that plays video. */
export function heroPicture(block: BlockOf<'slider'>, uploadPath: string): HeroPicture | null {
  const media = sliderMedia(block.data.file)
  if (!media || block.data.slide.type === 'video') return null
  if (media.desktop.url === media.mobile.url) {
    return { mobile: pictureSource(uploadPath, media.mobile, heroSizes) }
  }
  return {
    mobile: pictureSource(uploadPath, media.mobile, heroSizes, belowMedium),
    desktop: pictureSource(uploadPath, media.desktop, heroSizes, mediumUp),
  }
}
