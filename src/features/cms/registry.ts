import { createContext, useContext, type ComponentType } from 'react'
import type { KnownBlockType, PageBlock } from '../../contract/content'
import type { BlockProps } from './block-props'
import { BannerBlock } from './components/banner-block'
import { ParalaxBlock } from './components/paralax-block'
import { ProductShowcaseBlock } from './components/product-showcase-block'
import { SliderBlock } from './components/slider-block'
import { lazyBlock, type LazyBlock } from './lib/lazy-block'
import { openingBlocks } from './lib/block-pictures'

/** The component of every block type a page can show; a type missing here renders nothing. */
export type BlockRegistry = { [T in KnownBlockType]?: LazyBlock<BlockProps<T>> }

/**
 * A block whose code is part of the page's first load: the heroes that hold the LCP picture, and
 * the product showcase the home page opens with.
 */
function direct<P>(Block: ComponentType<P>): LazyBlock<P> {
  return { Block, preload: () => Promise.resolve() }
}

/**
 * The blocks the CMS renders itself. Other blocks load their code when the page first shows
 * them. Blocks of other features (the authenticity inquiry) are added by the app.
 */
export const cmsBlocks = {
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
  html: lazyBlock(() => import('./components/html-block').then((m) => m.HtmlBlock)),
} satisfies BlockRegistry

/** The registry the pages' blocks render from; the app provides the whole shop's. */
export const BlockRegistryContext = createContext<BlockRegistry>(cmsBlocks)

export function useBlockRegistry(): BlockRegistry {
  return useContext(BlockRegistryContext)
}

/** The registered block of a type, typed for that type. */
export function blockOf<T extends KnownBlockType>(
  registry: BlockRegistry,
  type: T,
): LazyBlock<BlockProps<T>> | undefined {
  return registry[type] as LazyBlock<BlockProps<T>> | undefined
}

/**
 * Loads the code of every block: the server renders a page's blocks all at once, in its HTML
 * (none waits on its code there). A block whose code failed to load shows its own retry note.
 */
export async function preloadEveryBlock(registry: BlockRegistry): Promise<void> {
  await Promise.allSettled(Object.values(registry).map((block) => block.preload()))
}

/**
 * Starts loading the code of the blocks a page opens with and resolves once the first one's is
 * there, so a route loader can wait for it: the top of the page (its largest picture) shows at
 * once, and the next opening block follows as its code arrives.
 */
export async function preloadBlocks(registry: BlockRegistry, blocks: PageBlock[]): Promise<void> {
  const [first, ...next] = openingBlocks(blocks).map(
    (block) => blockOf(registry, block.type)?.preload() ?? Promise.resolve(),
  )
  // A block whose code failed to load shows its own retry note.
  for (const loading of next) loading.catch(() => undefined)
  await first
}
