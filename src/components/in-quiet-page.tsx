import { useHydrated } from '@tanstack/react-router'
import { Suspense, type ComponentType, type ReactNode } from 'react'
import { usePageQuiet } from '../lib/use-page-quiet'

/**
 * What the page shows once the app runs in the browser and the page is quiet (its code follows
 * then), or sooner once it is `needed`; never in the server's HTML.
 */
export function InQuietPage({
  children,
  needed = false,
}: {
  children: ReactNode
  needed?: boolean
}) {
  const hydrated = useHydrated()
  const quiet = usePageQuiet()
  return hydrated && (quiet || needed) ? <Suspense>{children}</Suspense> : null
}

/** A component that takes no props, shown `InQuietPage` (sooner when `useNeeded` says so). */
export function inQuietPageOnly(Component: ComponentType, useNeeded: () => boolean = () => false) {
  return function InQuietPageOnly() {
    return (
      <InQuietPage needed={useNeeded()}>
        <Component />
      </InQuietPage>
    )
  }
}
