import { createStore, delMany, entries, set } from 'idb-keyval'
import { copiesToRefresh, type RefreshRule, type SavedCopy } from './refresh-rule'
import { savedAtHeader, savedAtOf } from './saved-copy-names'

const day = 24 * 60 * 60 * 1000

/** When the shopper last read each saved copy (its cache key's address), in IndexedDB. */
const readLog = createStore('shop-saved-copies', 'read')

/** A read older than this is forgotten: no copy is kept that long. */
const readKeptFor = 30 * day

/**
 * A read with no copy saved is forgotten once it is this old: a copy is saved moments after its
 * read (the page or the answer is still arriving before), so one missing by then was not kept.
 */
const copySavedWithin = 60 * 60 * 1000

/** How many copies are refreshed at once. */
const refreshedAtOnce = 3

/** A copy the shop has not sent again by then waits for the next time: a stalled network holds up no other. */
const refreshTimeoutMs = 20_000

/** A cache of copies the worker can refresh one by one. */
export interface SavedCopies {
  cacheName: string
  /** Whether the copy under this key is one of this cache's. */
  holds: (key: URL) => boolean
  /**
   * Reads it from the shop again and saves the answer, if the shop gave one to keep; drops it if
   * the shop no longer has it (`isGone`). Given up when `signal` aborts.
   */
  refresh: (key: string, signal: AbortSignal) => Promise<void>
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

/**
 * The copies read in the log that are still saved; reads of copies gone (or never kept) are
 * forgotten, but not a read whose copy may still be on its way.
 */
async function savedCopies(sources: readonly SavedCopies[]): Promise<SavedCopy[]> {
  const now = Date.now()
  const found: SavedCopy[] = []
  const gone: IDBValidKey[] = []
  for (const [key, readAt] of await entries<string, number>(readLog)) {
    const url = new URL(key)
    const source = sources.find((s) => s.holds(url))
    const copy = source && (await (await caches.open(source.cacheName)).match(key))
    const savedAt = copy && savedAtOf(copy)
    if (readAt < now - readKeptFor) gone.push(key)
    else if (savedAt !== undefined) found.push({ key, readAt, savedAt })
    else if (readAt < now - copySavedWithin) gone.push(key)
  }
  await delMany(gone, readLog)
  return found
}

/** Why a refresh is made: each kind waits for the one under way, and one of each kind waits. */
export type RefreshKind = 'periodic' | 'start'

/** The refreshes in turn: the last one asked for, and those of each kind not started yet. */
let lastInTurn: Promise<unknown> = Promise.resolve()
const notStarted = new Map<RefreshKind, Promise<number>>()

/**
 * Refreshes the copies the rule takes, a few at a time; one that fails waits for the next time.
 * One refresh runs at a time: one asked for meanwhile follows it (a second page starting while
 * one of its kind waits joins that one), so a periodic sync is never lost in a start's refresh.
 */
export function refreshSavedCopies(
  sources: readonly SavedCopies[],
  rule: RefreshRule,
  kind: RefreshKind,
): Promise<number> {
  const waiting = notStarted.get(kind)
  if (waiting) return waiting
  const turn = lastInTurn.then(() => {
    notStarted.delete(kind)
    return refreshEach(sources, rule)
  })
  notStarted.set(kind, turn)
  lastInTurn = turn.catch(() => undefined)
  return turn
}

async function refreshEach(sources: readonly SavedCopies[], rule: RefreshRule): Promise<number> {
  const due = copiesToRefresh(await savedCopies(sources), rule)
  let refreshed = 0
  for (let start = 0; start < due.length; start += refreshedAtOnce) {
    const batch = due.slice(start, start + refreshedAtOnce)
    const signal = AbortSignal.timeout(refreshTimeoutMs)
    const done = await Promise.allSettled(
      batch.map(({ key }) => sources.find((s) => s.holds(new URL(key)))?.refresh(key, signal)),
    )
    refreshed += done.filter((outcome) => outcome.status === 'fulfilled').length
  }
  return refreshed
}
