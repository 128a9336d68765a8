import { quietPageSlot } from '../../../components/in-quiet-page'
import { useOutboxCount } from '../../../lib/outbox/use-outbox-entries'

/**
 * The outbox's button and announcements, in the browser alone: once the page is quiet, or at
 * once when a write is made sooner.
 */
export const OutboxSlot = quietPageSlot({
  load: () => import('./outbox-status').then((module) => module.OutboxStatus),
  useNeeded: () => useOutboxCount() > 0,
})
