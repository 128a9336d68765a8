import { inQuietPageOnly } from '../../../components/in-quiet-page'
import { lazyNamed } from '../../../lib/lazy-named'
import { useOutboxCount } from '../../../lib/outbox/use-outbox-entries'

// The outbox lives in the browser: its code follows once the page is quiet, or at once when a
// write is made sooner.
const OutboxStatus = lazyNamed(() => import('./outbox-status'), 'OutboxStatus')

/** The outbox's button and announcements, from the moment the page is quiet or holds a write. */
export const OutboxSlot = inQuietPageOnly(OutboxStatus, () => useOutboxCount() > 0)
