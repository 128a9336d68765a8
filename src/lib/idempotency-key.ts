import { useRef } from 'react'

/**
 * The Idempotency-Key of a write sent at once (not through the outbox), made when the visitor
 * acts: the same body sent again before the shop answered goes with the same key (the shop
 * answers it once), a different body with a new one. `answered()` once the shop has decided.
 */
export function useIdempotencyKey() {
  const kept = useRef<{ body: string; key: string } | undefined>(undefined)
  return {
    keyFor(body: unknown): string {
      const text = JSON.stringify(body)
      if (kept.current?.body !== text) kept.current = { body: text, key: crypto.randomUUID() }
      return kept.current.key
    },
    answered(): void {
      kept.current = undefined
    },
  }
}
