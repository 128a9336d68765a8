// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { QueryClient } from '@tanstack/query-core'
import type { PersistedClient } from '@tanstack/query-persist-client-core'
import { createStore, type UseStore } from 'idb-keyval'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { savedDataMaxAge } from '../../src/lib/saved-data-age'
import { indexedDbPersister, keepQueryCacheSaved } from '../../src/lib/saved-query-cache'
import { savedAsNow } from './saved-query-copy'

let stores = 0
/** A database of its own for each test. */
const freshStore = () => createStore(`shop-test-${String(++stores)}`, 'saved')

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

async function keep(queryClient: QueryClient, store: UseStore, buster = 'v1') {
  stops.push(
    await keepQueryCacheSaved(queryClient, { buster, persister: indexedDbPersister(store) }),
  )
}

const product = (title: string) => ({ title })
const key = ['catalogue', 'product', 'iron-1', 'EN']

describe('the saved query cache', () => {
  it('brings back what an earlier visit read', async () => {
    const store = freshStore()
    const first = new QueryClient()
    await keep(first, store)
    first.setQueryData(key, product('Glide'))
    await savedAsNow(first, store)

    const next = new QueryClient()
    await keep(next, store)
    expect(next.getQueryData(key)).toEqual(product('Glide'))
  })

  it('saves what the page already held when saving starts', async () => {
    const store = freshStore()
    const first = new QueryClient()
    first.setQueryData(key, product('From the server'))
    await keep(first, store)
    await savedAsNow(first, store)

    const next = new QueryClient()
    await keep(next, store)
    expect(next.getQueryData(key)).toEqual(product('From the server'))
  })

  it('keeps fresher data that is already there (the server’s) over the saved copy', async () => {
    const store = freshStore()
    const first = new QueryClient()
    await keep(first, store)
    first.setQueryData(key, product('Old title'))
    await savedAsNow(first, store)

    const next = new QueryClient()
    next.setQueryData(key, product('New title'))
    await keep(next, store)
    expect(next.getQueryData(key)).toEqual(product('New title'))
  })

  it('fills a query the page only watches so far, which holds no data', async () => {
    const store = freshStore()
    const first = new QueryClient()
    await keep(first, store)
    first.setQueryData(key, product('Glide'))
    await savedAsNow(first, store)

    const next = new QueryClient()
    // What a screen's `useQuery` with `skipToken` leaves in the cache before any data.
    next.getQueryCache().build(next, { queryKey: key })
    await keep(next, store)
    expect(next.getQueryData(key)).toEqual(product('Glide'))
  })

  it('drops data saved by another version of the shop', async () => {
    const store = freshStore()
    const first = new QueryClient()
    await keep(first, store, 'v1')
    first.setQueryData(key, product('Glide'))
    await savedAsNow(first, store)

    const next = new QueryClient()
    await keep(next, store, 'v2')
    expect(next.getQueryData(key)).toBeUndefined()
    expect(await indexedDbPersister(store).restoreClient()).toBeUndefined()
  })

  it('drops data older than its maximum age', async () => {
    const store = freshStore()
    const old: PersistedClient = {
      buster: 'v1',
      timestamp: Date.now() - savedDataMaxAge - 1000,
      clientState: { mutations: [], queries: [] },
    }
    await indexedDbPersister(store).persistClient(old)
    const next = new QueryClient()
    await keep(next, store)
    expect(await indexedDbPersister(store).restoreClient()).not.toEqual(old)
  })

  it('lets the shop work when IndexedDB refuses (full or blocked)', async () => {
    let writesTried = 0
    const refusing: UseStore = (mode) => {
      if (mode === 'readwrite') writesTried += 1
      return Promise.reject(new DOMException('full', 'QuotaExceededError'))
    }
    const queryClient = new QueryClient()
    await keep(queryClient, refusing)
    const triedBefore = writesTried
    queryClient.setQueryData(key, product('Glide'))
    // The shop tried to save it, and went on.
    await vi.waitFor(() => expect(writesTried).toBeGreaterThan(triedBefore), { timeout: 5000 })
    expect(queryClient.getQueryData(key)).toEqual(product('Glide'))
    expect(await indexedDbPersister(refusing).restoreClient()).toBeUndefined()
  })
})
