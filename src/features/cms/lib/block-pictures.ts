import type { BlockOf, PageBlock, PluginData } from '../../../contract/content'
import { preloadPicture, type MediaAddress, type PictureSource } from '../../../lib/media'

/**
 * What the pages' blocks show first: the blocks in order, the heroes' pictures (the page's LCP,
 * as a rule) and their preloads.
 */

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
/** Visitors who asked for less motion: slides stay, texts appear whole. */
export const reducedMotion = '(prefers-reduced-motion: reduce)'
const belowMedium = '(max-width: 767.98px)'
/** Heroes span the page, which grows to the theme size `6xl`. */
const pageWidth = '72rem'
export const heroSizes = `(min-width: ${pageWidth}) ${pageWidth}, 100vw`

/** A slider's picture: the phone file, and the desktop one when it is another file. */
export interface HeroPicture {
  mobile: PictureSource
  desktop?: PictureSource
}

/**
 * The background of a parallax block: the phone picture below the medium breakpoint, the
 * desktop one from there up (each stands in for the other when missing).
 */
export function paralaxPicture(block: BlockOf<'paralax'>, media: MediaAddress): HeroPicture {
  const phone = media.url(block.data.phone_img || block.data.img)
  const desktop = media.url(block.data.img || block.data.phone_img)
  if (phone === desktop) return { mobile: { src: phone } }
  return {
    mobile: { src: phone, media: belowMedium },
    desktop: { src: desktop, media: mediumUp },
  }
}

/** How many of a page's blocks it opens with: they render at once, the others when near the screen. */
export const openingBlockCount = 2

/** The blocks a page opens with, in order. */
export function openingBlocks(blocks: PageBlock[]): ShownBlock[] {
  return blocksInOrder(blocks).slice(0, openingBlockCount)
}

/**
 * The pictures the heroes (sliders, parallax, banners) among the blocks a page opens with show.
 * A banner's picture is in the page's resolved `plugins`, under the block's id.
 */
export function openingPictures(
  blocks: PageBlock[],
  plugins: Record<string, PluginData>,
  media: MediaAddress,
): HeroPicture[] {
  return openingBlocks(blocks).flatMap((block) => {
    if (block.type === 'slider') return heroPicture(block, media) ?? []
    if (block.type === 'paralax') return paralaxPicture(block, media)
    const plugin = plugins[block.id]
    if (block.type === 'banner' && plugin?.kind === 'banner') {
      return { mobile: media.picture(plugin.file, heroSizes) }
    }
    return []
  })
}

/** The picture a slider shows; null for a slider without files or one that plays video. */
export function heroPicture(block: BlockOf<'slider'>, media: MediaAddress): HeroPicture | null {
  const files = sliderMedia(block.data.file)
  if (!files || block.data.slide.type === 'video') return null
  if (files.desktop.url === files.mobile.url) {
    return { mobile: media.picture(files.mobile, heroSizes) }
  }
  return {
    mobile: media.picture(files.mobile, heroSizes, belowMedium),
    desktop: media.picture(files.desktop, heroSizes, mediumUp),
  }
}

/** Preloads a page's hero pictures as it renders, each for the screens it is for. */
export function preloadHeroes(pictures: HeroPicture[]): void {
  for (const { mobile, desktop } of pictures) {
    for (const source of [mobile, desktop]) if (source) preloadPicture(source)
  }
}
