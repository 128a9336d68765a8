import { Suspense } from 'react'
import { useUpdateWaiting } from '../lib/update-waiting'
import { lazyNamed } from '../lib/lazy-named'

// Needed only once a new version waits: its code follows then.
const UpdateOffer = lazyNamed(() => import('./update-offer'), 'UpdateOffer')

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
