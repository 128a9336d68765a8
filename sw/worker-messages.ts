// What the shop's pages and its service worker say to each other: the messages posted either
// way and the Background Sync tags a page registers for the worker. One name each, `shop-` and
// kebab-case, except the update message, whose name Workbox's page side sends.

/** The page asks the worker to refresh the copies it saved more than a day ago (a start with the network). */
export const refreshSavedCopiesMessage = 'shop-refresh-saved-copies'

/** The worker tells the shop's pages it has the shop's answers to handed writes, to take over. */
export const handedWritesAnsweredMessage = 'shop-outbox-answered'

/** The visitor accepted the update: the waiting version takes over (sent by `workbox-window`). */
export const acceptUpdateMessage = 'SKIP_WAITING'

/** Background Sync's tag: the worker sends the outbox's writes it was handed. */
export const outboxSyncTag = 'shop-outbox'

/** Periodic Background Sync's tag: the worker refreshes the pages read lately. */
export const savedPagesSyncTag = 'shop-saved-pages'

/** A message of the shop's, as it is posted: `{ type: name }`. */
export const workerMessage = (name: string) => ({ type: name })

/** True when a posted message is the one of this name. */
export function isWorkerMessage(data: unknown, name: string): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === name
}
