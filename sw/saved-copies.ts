import { createStore, delMany, entries, set } from 'idb-keyval'
import { copiesToRefresh, readLately, type RefreshRule, type SavedCopy } from './refresh-rule'
import {
  refreshSavedCopiesMessage,
  savedAtHeader,
  savedAtOf,
  savedPagesSyncTag,
} from './saved-copy-names'

const day = 24 * 60 * 60 * 1000

/** When the shopper last read each saved copy (its cache key's address), in IndexedDB. */
const readLog = createStore('shop-saved-copies', 'read')

/** A read older than this is forgotten: no copy is kept that long. */
const readKeptFor = 30 * day

/** How many copies are refreshed at once. */
const refreshedAtOnce = 3

/** A cache of copies the worker can refresh one by one. */
export interface SavedCopies {
  cacheName: string
  /** Whether the copy under this key is one of this cache's. */
  holds: (key: URL) => boolean
  /**
   * Reads it from the shop again and saves the answer, if the shop gave one to keep; drops it if
   * the shop no longer has it (`isGone`).
   */
  refresh: (key: string) => Promise<void>
}

/** The shop no longer has what the copy shows (a product or page removed): it is not kept. */
export function isGone(answer: Response): boolean {
  return answer.status === 404 || answer.status === 410
}

/** A copy of an answer to save, stamped with when it was saved. */
export async function stamped(answer: Response, savedAt = Date.now()): Promise<Response> {
  const headers = new Headers(answer.headers)
  headers.set(savedAtHeader, String(savedAt))
  return new Response(await answer.blob(), {
    status: answer.status,
    statusText: answer.statusText,
    headers,
  })
}

/** The shopper read the copy saved under this key (or its original) now. */
export function noteRead(key: string): void {
  void set(key, Date.now(), readLog).catch(() => undefined)
}

/** The copies read in the log that are still saved; reads of copies gone are forgotten. */
async function savedCopies(sources: readonly SavedCopies[]): Promise<SavedCopy[]> {
  const now = Date.now()
  const found: SavedCopy[] = []
  const gone: IDBValidKey[] = []
  for (const [key, readAt] of await entries<string, number>(readLog)) {
    const url = new URL(key)
    const source = sources.find((s) => s.holds(url))
    const copy = source && (await (await caches.open(source.cacheName)).match(key))
    const savedAt = copy && savedAtOf(copy)
    if (savedAt === undefined || readAt < now - readKeptFor) gone.push(key)
    else found.push({ key, readAt, savedAt })
  }
  await delMany(gone, readLog)
  return found
}

/** The refresh under way: a second page starting meanwhile does not start another. */
let refreshing: Promise<number> | undefined

/** Refreshes the copies the rule takes, a few at a time; one that fails waits for the next time. */
export function refreshSavedCopies(
  sources: readonly SavedCopies[],
  rule: RefreshRule,
): Promise<number> {
  refreshing ??= refreshEach(sources, rule).finally(() => (refreshing = undefined))
  return refreshing
}

async function refreshEach(sources: readonly SavedCopies[], rule: RefreshRule): Promise<number> {
  const due = copiesToRefresh(await savedCopies(sources), rule)
  let refreshed = 0
  for (let start = 0; start < due.length; start += refreshedAtOnce) {
    const batch = due.slice(start, start + refreshedAtOnce)
    const done = await Promise.allSettled(
      batch.map(({ key }) => sources.find((s) => s.holds(new URL(key)))?.refresh(key)),
    )
    refreshed += done.filter((outcome) => outcome.status === 'fulfilled').length
  }
  return refreshed
}

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
      refreshSavedCopies(sources, { readSince: now - 7 * day, savedBefore: now, only: readLately }),
    )
  })
  worker.addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type !== refreshSavedCopiesMessage) return
    const now = Date.now()
    event.waitUntil(refreshSavedCopies(sources, { readSince: 0, savedBefore: now - day }))
  })
}
