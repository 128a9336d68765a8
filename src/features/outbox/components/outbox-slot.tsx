import { useHydrated } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'

// The outbox lives in the browser: its code follows once the app runs.
const OutboxStatus = lazy(() =>
  import('./outbox-status').then(({ OutboxStatus }) => ({ default: OutboxStatus })),
)

/** The outbox's button and announcements, from the moment the app runs in the browser. */
export function OutboxSlot() {
  return useHydrated() ? (
    <Suspense>
      <OutboxStatus />
    </Suspense>
  ) : null
}
