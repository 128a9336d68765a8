import { useHydrated } from '@tanstack/react-router'
import { Suspense, type ComponentType, type ReactNode } from 'react'

/** What the page shows once the app runs in the browser (its code may follow then), never before. */
export function InBrowser({ children }: { children: ReactNode }) {
  return useHydrated() ? <Suspense>{children}</Suspense> : null
}

/** A component that takes no props, shown `InBrowser`. */
export function inBrowserOnly(Component: ComponentType) {
  return function InBrowserOnly() {
    return (
      <InBrowser>
        <Component />
      </InBrowser>
    )
  }
}
