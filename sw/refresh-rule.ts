// Which of the copies the service worker saved a refresh reads again (saved-copies.ts).

/** How many copies are refreshed at most in one go. */
const refreshedAtMost = 40

/**
 * The shop's pages and reads a background refresh keeps fresh: the home page, the categories and
 * the products (their pages and their API reads).
 */
export const readLately = /^\/($|product\/|wsd\/v2\/page\/home$|wsd\/v1\/product\/(cat|single)$)/

/** Which copies a refresh takes. */
export interface RefreshRule {
  /** Read since then (epoch milliseconds). */
  readSince: number
  /** Saved before then. */
  savedBefore: number
  /** Of these paths only. */
  only?: RegExp
}

/** A saved copy that may be refreshed. */
export interface SavedCopy {
  /** Its cache key's address. */
  key: string
  readAt: number
  savedAt: number
}

/** The copies to refresh under a rule: the ones read most recently first, a bounded number. */
export function copiesToRefresh(copies: readonly SavedCopy[], rule: RefreshRule): SavedCopy[] {
  return copies
    .filter(
      (copy) =>
        copy.readAt >= rule.readSince &&
        copy.savedAt < rule.savedBefore &&
        (rule.only?.test(new URL(copy.key).pathname) ?? true),
    )
    .sort((a, b) => b.readAt - a.readAt)
    .slice(0, refreshedAtMost)
}
