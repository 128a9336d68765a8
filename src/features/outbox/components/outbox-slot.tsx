import { inBrowserOnly } from '../../../components/in-browser'
import { lazyNamed } from '../../../lib/lazy-named'

// The outbox lives in the browser: its code follows once the app runs.
const OutboxStatus = lazyNamed(() => import('./outbox-status'), 'OutboxStatus')

/** The outbox's button and announcements, from the moment the app runs in the browser. */
export const OutboxSlot = inBrowserOnly(OutboxStatus)
