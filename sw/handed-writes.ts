import { createStore, del, entries, set, type UseStore } from 'idb-keyval'

// The writes the page's outbox hands to the service worker, in IndexedDB: the page and the
// worker both read and write them.

/**
 * A write of the outbox handed to the service worker, which sends it when the browser says the
 * network is back, even with no page of the shop open. The page and the worker may both send it:
 * its Idempotency-Key makes the second send answer with the first answer.
 */
export interface HandedWrite {
  idempotencyKey: string
  /** The API call's address: a POST with a JSON body, as the page sends it. */
  address: string
  lang: string
  /** The login the write was made with, if any. */
  token?: string
  body: unknown
  /** When the shopper acted (epoch milliseconds): writes are sent in that order. */
  actedAt: number
  outcome: HandedOutcome
}

/** What the worker made of a write; the page that opens next takes it over. */
export type HandedOutcome =
  | { kind: 'waiting' }
  /** The shop took it: its answer, as JSON. */
  | { kind: 'sent'; answer: unknown }
  /** The shop refused it (a 4xx): its status and error answer, as JSON. */
  | { kind: 'refused'; status: number; answer: unknown }

let store: UseStore | undefined
/** Its own database, so the saved query cache's is never opened by the worker. */
const handedStore = () => (store ??= createStore('shop-outbox', 'handed'))

export function keepHandedWrite(write: HandedWrite): Promise<void> {
  return set(write.idempotencyKey, write, handedStore())
}

export function forgetHandedWrite(idempotencyKey: string): Promise<void> {
  return del(idempotencyKey, handedStore())
}

/** Every write handed over, in the order the shopper acted. */
export async function handedWrites(): Promise<HandedWrite[]> {
  const all = await entries<string, HandedWrite>(handedStore())
  return all.map(([, write]) => write).sort((a, b) => a.actedAt - b.actedAt)
}
