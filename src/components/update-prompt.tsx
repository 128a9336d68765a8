import { lazy, Suspense } from 'react'
import { useUpdateWaiting } from '../lib/update-waiting'

// Needed only once a new version waits: its code follows then.
const UpdateOffer = lazy(() =>
  import('./update-offer').then(({ UpdateOffer }) => ({ default: UpdateOffer })),
)

/** Offers a new version of the shop; it never reloads by itself. */
export function UpdatePrompt() {
  const waiting = useUpdateWaiting()
  if (!waiting) return null
  return (
    <Suspense>
      <UpdateOffer />
    </Suspense>
  )
}
