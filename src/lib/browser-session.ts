import { useHydrated } from '@tanstack/react-router'
import { readStored, writeStored } from './storage'

const sessionKey = 'session'

/** The browser's random id, made on its first visit; carts and visit records use it. */
export function browserSession(): string {
  const stored = readStored(sessionKey)
  if (stored && /^[\w-]{8,64}$/.test(stored)) return stored
  const made = crypto.randomUUID()
  writeStored(sessionKey, made)
  return made
}

/**
 * The browser's session once the page is hydrated; undefined while the server renders (what
 * belongs to one visitor, such as their cart, renders after hydration).
 */
export function useBrowserSession(): string | undefined {
  return useHydrated() ? browserSession() : undefined
}
