import { cmsBlocks, type BlockRegistry } from '../features/cms/registry'
import { lazyBlock } from '../features/cms/lib/lazy-block'

/** Every block the shop's pages render: the CMS's own, and the inquiry of the authenticity check. */
export const shopBlocks: BlockRegistry = {
  ...cmsBlocks,
  enter_serial: lazyBlock(() =>
    import('./authenticity-section').then((m) => m.AuthenticitySection),
  ),
}
