import type { QueryClient } from '@tanstack/query-core'
import { readToken, watchLoginToken } from '../login-token'
import { outboxEntries, sendAgain } from './outbox-queue'
import { refusalOf } from './write-refusal'

/**
 * A new login sends what waited for one; the login a write was refused with is not asked
 * again. Returns its stop.
 */
export function sendAgainAfterLogin(queryClient: QueryClient): () => void {
  let loginSeen = readToken()
  return watchLoginToken(() => {
    const token = readToken()
    if (token === loginSeen) return
    loginSeen = token
    if (!token) return
    for (const entry of outboxEntries(queryClient)) {
      if (entry.error && refusalOf(entry.error).reason === 'login')
        void sendAgain(queryClient, entry)
    }
  })
}
