import { useHydrated } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'

// Nothing to say while the page loads: the status's code follows once the app runs.
const ConnectionStatus = lazy(() =>
  import('./connection-status').then(({ ConnectionStatus }) => ({ default: ConnectionStatus })),
)

/** The connection's status, from the moment the app runs in the browser. */
export function ConnectionStatusSlot() {
  return useHydrated() ? (
    <Suspense>
      <ConnectionStatus />
    </Suspense>
  ) : null
}
