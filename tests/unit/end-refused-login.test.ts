// @vitest-environment happy-dom
import { MutationCache, QueryCache, QueryClient } from '@tanstack/query-core'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiCallError } from '../../src/api/client'
import { errorCodes } from '../../src/contract/errors'
import { endRefusedLogin } from '../../src/lib/end-refused-login'
import { clearToken, readToken, storeToken, watchLoginToken } from '../../src/lib/login-token'

const refusedLogin = () => new ApiCallError(401, errorCodes.unauthorized, 'Log in again.')

/** A client that hears every read's and write's failure once, as the shop's does. */
function shopClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false } },
    queryCache: new QueryCache({ onError: endRefusedLogin }),
    mutationCache: new MutationCache({ onError: endRefusedLogin }),
  })
}

afterEach(() => clearToken())

describe('a login the shop refuses', () => {
  it('ends once, with the notice, whether a read or a write was refused', async () => {
    const client = shopClient()
    storeToken('ended-token')
    let changes = 0
    const stop = watchLoginToken(() => (changes += 1))
    await client
      .fetchQuery({ queryKey: ['own'], queryFn: () => Promise.reject(refusedLogin()) })
      .catch(() => undefined)
    expect(readToken()).toBeNull()
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(refusedLogin()) })
      .execute(undefined)
      .catch(() => undefined)
    stop()
    expect(changes).toBe(1)
  })

  it('is the form’s to say when no login was stored (a wrong password)', async () => {
    const client = shopClient()
    let changes = 0
    const stop = watchLoginToken(() => (changes += 1))
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(refusedLogin()) })
      .execute(undefined)
      .catch(() => undefined)
    stop()
    expect(changes).toBe(0)
  })
})
