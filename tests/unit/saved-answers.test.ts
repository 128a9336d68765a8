import { QueryCache, QueryClient } from '@tanstack/query-core'
import { afterEach, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { callApi, setApiTransport } from '../../src/api/client'
import { keepSavedAnswerAge } from '../../src/api/saved-answers'
import { defineCall } from '../../src/contract/call'
import { savedAtHeader } from '../../sw/saved-copy-names'

const priceCall = defineCall({
  path: '/wsd/v1/test/price',
  cacheable: true,
  request: z.object({}),
  response: z.object({ price: z.number() }),
})

/** The API answering with a price, from the worker's copy saved at `savedAt` if given. */
function answerWith(price: number, savedAt?: number) {
  setApiTransport(async () => {
    const headers = new Headers({ 'content-type': 'application/json' })
    if (savedAt !== undefined) headers.set(savedAtHeader, String(savedAt))
    return new Response(JSON.stringify({ price }), { status: 200, headers })
  })
}

const client = () =>
  new QueryClient({ queryCache: new QueryCache({ onSuccess: keepSavedAnswerAge }) })
const read = (queryClient: QueryClient) =>
  queryClient.fetchQuery({
    queryKey: ['price'],
    queryFn: () => callApi(priceCall, {}, { lang: 'EN' }),
    staleTime: 0,
  })

afterEach(() => {
  setApiTransport((path, init) => fetch(path, init))
})

describe('a read the service worker answered from its saved copy', () => {
  it('keeps the copy’s time as the data’s, not the moment it arrived', async () => {
    const savedAt = Date.now() - 3 * 24 * 60 * 60 * 1000
    answerWith(100, savedAt)
    const queryClient = client()
    await read(queryClient)
    expect(queryClient.getQueryState(['price'])?.dataUpdatedAt).toBe(savedAt)
  })

  it('is read as new when it came from the shop', async () => {
    answerWith(200)
    const queryClient = client()
    const before = Date.now()
    await read(queryClient)
    expect(queryClient.getQueryState(['price'])?.dataUpdatedAt).toBeGreaterThanOrEqual(before)
  })
})
