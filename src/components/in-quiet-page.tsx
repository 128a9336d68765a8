import { useHydrated } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react'
import { pageLoaded } from '../lib/page-quiet'
import { usePageQuiet } from '../lib/use-page-quiet'

export interface QuietPageSlot {
  /** The component, from its module. */
  load: () => Promise<ComponentType>
  /** Whether the page needs it before it is quiet (offline, a write waiting). */
  useNeeded?: () => boolean
}

/**
 * A component of the browser alone (never in the server's HTML) that the page's start does not
 * wait for: its code is fetched once the page has loaded, while the network is there, and it
 * renders once the page is quiet, or sooner once it is needed, and stays.
 */
export function quietPageSlot({ load, useNeeded = () => false }: QuietPageSlot) {
  const Component = lazy(async () => ({ default: await load() }))
  return function QuietPageSlot() {
    const hydrated = useHydrated()
    const quiet = usePageQuiet()
    const needed = useNeeded()
    // Once shown, it stays: "back online" is said by the notice the offline page showed.
    const wanted = hydrated && (quiet || needed)
    const [shown, setShown] = useState(false)
    useEffect(() => {
      if (wanted) setShown(true)
    }, [wanted])
    useEffect(() => {
      // Fetched, not shown: a failure is asked for again when it renders.
      void pageLoaded().then(() => load().catch(() => undefined))
    }, [])
    return wanted || shown ? (
      <Suspense>
        <Component />
      </Suspense>
    ) : null
  }
}
