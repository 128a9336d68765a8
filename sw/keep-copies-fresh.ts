import { readLately } from './refresh-rule'
import { refreshSavedCopies, type SavedCopies } from './saved-copies'
import { isWorkerMessage, refreshSavedCopiesMessage, savedPagesSyncTag } from './worker-messages'

const day = 24 * 60 * 60 * 1000

/** Periodic Background Sync's event (Chromium); TypeScript's worker types do not have it. */
interface PeriodicSyncEvent extends ExtendableEvent {
  readonly tag: string
}

/**
 * Keeps the copies the worker saved fresh:
 * - when the browser grants the installed shop Periodic Background Sync, the home page, the
 *   categories and the products read in the last 7 days are read again in the background, with
 *   no page of the shop open;
 * - when a page starts with the network, it asks for the copies saved more than a day ago.
 */
export function keepSavedCopiesFresh(
  worker: ServiceWorkerGlobalScope,
  sources: readonly SavedCopies[],
) {
  worker.addEventListener('periodicsync', (event) => {
    const sync = event as PeriodicSyncEvent
    if (sync.tag !== savedPagesSyncTag) return
    const now = Date.now()
    sync.waitUntil(
      refreshSavedCopies(
        sources,
        { readSince: now - 7 * day, savedBefore: now, only: readLately },
        'periodic',
      ),
    )
  })
  worker.addEventListener('message', (event) => {
    if (!isWorkerMessage(event.data, refreshSavedCopiesMessage)) return
    const now = Date.now()
    event.waitUntil(refreshSavedCopies(sources, { readSince: 0, savedBefore: now - day }, 'start'))
  })
}
