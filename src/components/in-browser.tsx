import { useHydrated } from '@tanstack/react-router'
import { Suspense, type ReactNode } from 'react'

/** What the page shows once the app runs in the browser (its code may follow then), never before. */
export function InBrowser({ children }: { children: ReactNode }) {
  return useHydrated() ? <Suspense>{children}</Suspense> : null
}
