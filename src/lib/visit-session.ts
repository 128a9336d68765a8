import { useHydrated } from '@tanstack/react-router'
import { readStored, writeStored } from './storage'

const sessionKey = 'session'
const refererKey = 'referer'

/** The browser's random id, made on its first visit; carts and visit records use it. */
export function visitSession(): string {
  const stored = readStored(sessionKey)
  if (stored && /^[\w-]{8,64}$/.test(stored)) return stored
  const made = crypto.randomUUID()
  writeStored(sessionKey, made)
  return made
}

/** Where the visitor came from when this visit began ('/' when unknown or from this site). */
export function visitReferer(): string {
  return readStored(refererKey) || '/'
}

/** Keeps the other site the visitor arrived from; a reload or an inner link keeps the earlier one. */
export function storeReferer(documentReferrer: string, ownOrigin: string): void {
  let external: string | undefined
  try {
    const from = new URL(documentReferrer)
    if (/^https?:$/.test(from.protocol) && from.origin !== ownOrigin) external = from.href
  } catch {
    // No referrer, or not an address.
  }
  if (external) writeStored(refererKey, external.slice(0, 2000))
  else if (!readStored(refererKey)) writeStored(refererKey, '/')
}

/**
 * The browser's session once the page is hydrated; undefined while the server renders (what
 * belongs to one visitor, such as their cart, renders after hydration).
 */
export function useVisitSession(): string | undefined {
  return useHydrated() ? visitSession() : undefined
}
