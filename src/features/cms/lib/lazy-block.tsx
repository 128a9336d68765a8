import { lazy, type ComponentType } from 'react'

/** A block component whose code loads on demand, with a way to start loading it early. */
export interface LazyBlock<P> {
  Block: ComponentType<P>
  preload: () => Promise<void>
  /** After its code failed to load, the block's next render asks for it again (its retry). */
  retry?: () => void
}

/**
 * Wraps a block module in `React.lazy`. Once the module has loaded (by `preload`, e.g. in a route
 * loader) the block renders at once, without a placeholder in between. A failed load shows
 * (the block's boundary says so) until the block is retried: only then is it asked for again,
 * never in a loop while the network is down.
 */
export function lazyBlock<P extends object>(load: () => Promise<ComponentType<P>>): LazyBlock<P> {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<void> | undefined
  let failed = false
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component
      },
      (error: unknown) => {
        loading = undefined
        failed = true
        throw error
      },
    ))
  const lazyLoaded = () => lazy(() => preload().then(() => ({ default: loaded! })))
  let pending = lazyLoaded()

  function Block(props: P) {
    const Loaded = loaded ?? pending
    return <Loaded {...props} />
  }
  const retry = () => {
    if (!failed) return
    failed = false
    // React.lazy keeps a failure for good: a fresh one tries the import again.
    pending = lazyLoaded()
  }
  return { Block, preload, retry }
}
