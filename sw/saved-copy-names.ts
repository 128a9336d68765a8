// What the page and the service worker both name about the copies the worker saves on the
// device (its pages and its API reads, see saved-copies.ts).

/**
 * A visitor's own pages (their account, login, cart and checkout, and the lock page): never
 * kept on the device nor offered to read offline.
 */
export const privatePage = /^\/(account|checkout|luck)(\/|$)/

/** When a copy the worker saved was saved (epoch milliseconds), on each copy it answers with. */
export const savedAtHeader = 'x-shop-saved-at'

/** How often the page asks the browser to refresh them (the browser decides, from how the shop is used). */
export const savedPagesSyncInterval = 12 * 60 * 60 * 1000

/** When a copy was saved, if the answer is one of the worker's copies. */
export function savedAtOf(answer: Response): number | undefined {
  const savedAt = Number(answer.headers.get(savedAtHeader))
  return Number.isFinite(savedAt) && savedAt > 0 ? savedAt : undefined
}

/**
 * On a copy the worker answered a read with because the network gave no answer at all (not
 * because the shop was busy or late): the page is offline, whatever the browser says.
 */
export const unansweredHeader = 'x-shop-unanswered'
