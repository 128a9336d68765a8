import type { ComponentType } from 'react'
import type { KnownBlockType, PageBlock } from '../../contract/content'
import { firstViewBlocks } from '../../contract/media'
import type { BlockProps } from './block-props'
import { BannerBlock } from './components/banner-block'
import { ParalaxBlock } from './components/paralax-block'
import { ProductShowcaseBlock } from './components/product-showcase-block'
import { SliderBlock } from './components/slider-block'
import { lazyBlock, type LazyBlock } from './lib/lazy-block'

/**
 * A block whose code is part of the page's first load: the heroes that hold the LCP picture, and
 * the product showcase the home page opens with.
 */
function direct<P>(Block: ComponentType<P>): LazyBlock<P> {
  return { Block, preload: () => Promise.resolve() }
}

/**
 * The component of every block type the shop renders; a type missing here renders nothing.
 * Other blocks load their code when the page first shows them.
 */
export const blockRegistry: { [T in KnownBlockType]: LazyBlock<BlockProps<T>> } = {
  slider: direct(SliderBlock),
  banner: direct(BannerBlock),
  paralax: direct(ParalaxBlock),
  product: direct(ProductShowcaseBlock),
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

/**
 * Starts loading the code of a page's first-view blocks and resolves once the first one's is
 * there, so a route loader can wait for it: the top of the page (its largest picture) shows at
 * once, and the next first-view block follows as its code arrives.
 */
export async function preloadBlocks(blocks: PageBlock[]): Promise<void> {
  const [first, ...next] = firstViewBlocks(blocks).map((block) =>
    blockRegistry[block.type].preload(),
  )
  // A block whose code failed to load shows its own retry note.
  for (const loading of next) loading.catch(() => undefined)
  await first
}
