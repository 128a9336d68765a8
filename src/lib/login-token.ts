import { useSyncExternalStore } from 'react'
import { readStored, writeStored } from './storage'

/** Where the browser keeps the visitor's login token (the spec's client storage: `token`). */
const tokenKey = 'token'

const listeners = new Set<() => void>()
/** The shop refused the stored login (expired, or ended elsewhere): the login page says so. */
let ended = false

function announce() {
  for (const listener of listeners) listener()
}

/** The stored login token, read when a request is sent; null when the visitor is not logged in. */
export function readToken(): string | null {
  return readStored(tokenKey) || null
}

/** Keeps the token of a login or registration. */
export function storeToken(token: string): void {
  ended = false
  writeStored(tokenKey, token)
  announce()
}

/**
 * Forgets the token: the visitor logged out, or (`ended`) the shop no longer accepts it and the
 * login page tells the visitor to log in again.
 */
export function clearToken({ ended: refused = false }: { ended?: boolean } = {}): void {
  ended = refused
  writeStored(tokenKey, null)
  announce()
}

/** The visitor has read that their login ended (they edit the form or change its mode). */
export function dismissLoginEnded(): void {
  if (!ended) return
  ended = false
  announce()
}

/** Calls `listener` on each login and logout (also in other tabs); returns its stop. */
export function watchLoginToken(listener: () => void): () => void {
  listeners.add(listener)
  // A login or logout in another tab of the shop.
  const onStorage = (event: StorageEvent) => {
    if (event.key === tokenKey || event.key === null) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

const unknownOnServer = () => undefined

/**
 * The visitor's token, following logins and logouts (also in other tabs). Undefined while the
 * server renders and the page hydrates: the token lives in the browser, so what depends on it
 * renders after hydration.
 */
export function useLoginToken(): string | null | undefined {
  return useSyncExternalStore(watchLoginToken, readToken, unknownOnServer)
}

/** True after the shop refused the stored login, until the visitor logs in or reads the notice. */
export function useLoginEnded(): boolean {
  return useSyncExternalStore(
    watchLoginToken,
    () => ended,
    () => false,
  )
}
