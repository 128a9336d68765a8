import type { ComponentType } from 'react'
import type { KnownBlockType, PageBlock } from '../../contract/content'
import { blocksInOrder } from '../../contract/media'
import type { BlockProps } from './block-props'
import { BannerBlock } from './components/banner-block'
import { SliderBlock } from './components/slider-block'
import { lazyBlock, type LazyBlock } from './lib/lazy-block'

/** A block whose code is part of the page's first load: the heroes that hold the LCP picture. */
function direct<P>(Block: ComponentType<P>): LazyBlock<P> {
  return { Block, preload: () => Promise.resolve() }
}

/**
 * The component of every block type the shop renders; a type missing here renders nothing.
 * Blocks other than the heroes load their code when the page first shows them.
 */
export const blockRegistry: { [T in KnownBlockType]: LazyBlock<BlockProps<T>> } = {
  slider: direct(SliderBlock),
  banner: direct(BannerBlock),
  paralax: lazyBlock(() => import('./components/paralax-block').then((m) => m.ParalaxBlock)),
  product: lazyBlock(() =>
    import('./components/product-showcase-block').then((m) => m.ProductShowcaseBlock),
  ),
  blog: lazyBlock(() =>
    import('./components/content-cards-block').then((m) => m.ContentCardsBlock),
  ),
  text: lazyBlock(() => import('./components/text-block').then((m) => m.TextBlock)),
  contact: lazyBlock(() => import('./components/contact-block').then((m) => m.ContactBlock)),
  card_info: lazyBlock(() => import('./components/promo-card-block').then((m) => m.PromoCardBlock)),
  one_product: lazyBlock(() =>
    import('./components/one-product-block').then((m) => m.OneProductBlock),
  ),
  enter_serial: lazyBlock(() =>
    import('./components/authenticity-block').then((m) => m.AuthenticityBlock),
  ),
  html: lazyBlock(() => import('./components/html-block').then((m) => m.HtmlBlock)),
}

/** The registered component of a block, typed for that block. */
export function componentOf<T extends KnownBlockType>(type: T): ComponentType<BlockProps<T>> {
  return blockRegistry[type].Block
}

/** Blocks a page renders at once; the ones below them render when they come near the screen. */
export const eagerBlockCount = 2

/**
 * Loads the code of a page's first blocks, so a route loader can wait for it and the top of the
 * page appears whole, without placeholders.
 */
export async function preloadBlocks(blocks: PageBlock[]): Promise<void> {
  await Promise.all(
    blocksInOrder(blocks)
      .slice(0, eagerBlockCount)
      .map((block) => blockRegistry[block.type].preload()),
  )
}
