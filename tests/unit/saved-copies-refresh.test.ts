import 'fake-indexeddb/auto'
import { createStore, get, set } from 'idb-keyval'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { refreshSavedCopies, type SavedCopies } from '../../sw/saved-copies'
import { savedAtHeader } from '../../sw/saved-copy-names'

const day = 24 * 60 * 60 * 1000
const home = 'https://shop.test/'
const product = 'https://shop.test/product/single/iron-1'
const about = 'https://shop.test/about'
/** The worker's saved copies and when each was saved. */
const savedCopies: Record<string, number> = {}
const readLog = createStore('shop-saved-copies', 'read')

/** The worker's caches, as far as a refresh reads them: copies by key, each with its save time. */
function cachesHolding(copies: Record<string, number>): CacheStorage {
  const cache = {
    match: async (key: string) =>
      key in copies
        ? new Response('', { headers: { [savedAtHeader]: String(copies[key]) } })
        : undefined,
  }
  return { open: async () => cache } as unknown as CacheStorage
}

/** A source whose refreshes wait until let go, in the order they were made. */
function heldSource() {
  const refreshed: string[] = []
  const held: (() => void)[] = []
  const source: SavedCopies = {
    cacheName: 'shop-pages-test',
    holds: (key) => key.origin === 'https://shop.test',
    refresh: (key) => {
      refreshed.push(key)
      return new Promise<void>((done) => held.push(done))
    },
  }
  const letGo = async () => {
    // The refreshes made so far answer; the next turn starts on the tasks after.
    while (held.length > 0) held.shift()!()
    await new Promise((done) => setTimeout(done, 10))
  }
  return { source, refreshed, letGo }
}

beforeAll(async () => {
  const now = Date.now()
  // Saved two days ago (due at a start) but for the product, saved a minute ago.
  Object.assign(savedCopies, {
    [home]: now - 2 * day,
    [about]: now - 2 * day,
    [product]: now - 60_000,
  })
  Object.assign(globalThis, { caches: cachesHolding(savedCopies) })
  for (const key of [home, product, about]) await set(key, now - 3_600_000, readLog)
})

const atStart = () => ({ readSince: 0, savedBefore: Date.now() - day })
const periodic = () => ({
  readSince: Date.now() - 7 * day,
  savedBefore: Date.now(),
  only: /^\/($|product\/)/,
})

describe('refreshing the saved copies', () => {
  it('runs a periodic sync asked during a start’s refresh after it, with its own rule', async () => {
    const { source, refreshed, letGo } = heldSource()
    const start = refreshSavedCopies([source], atStart(), 'start')
    const sync = refreshSavedCopies([source], periodic(), 'periodic')
    // The start's copies (saved over a day ago) only, until they are done.
    await vi.waitFor(() => expect([...refreshed].sort()).toEqual([about, home].sort()))
    // A turn that wrongly started would refresh within the tasks after: a refresh not started
    // has no signal to wait on.
    await new Promise((done) => setTimeout(done, 50))
    expect(refreshed).toHaveLength(2)
    await letGo()
    expect(await start).toBe(2)
    // Then the periodic sync's: the home page and the product read lately, not the about page.
    await vi.waitFor(() => expect(refreshed.slice(2).sort()).toEqual([home, product].sort()))
    await letGo()
    expect(await sync).toBe(2)
  })

  it('lets a page starting while a start’s refresh waits its turn join it', async () => {
    const { source, refreshed, letGo } = heldSource()
    const first = refreshSavedCopies([source], atStart(), 'start')
    // Asked before the first started: the same refresh.
    expect(refreshSavedCopies([source], atStart(), 'start')).toBe(first)
    await vi.waitFor(() => expect(refreshed).toHaveLength(2))
    // Asked while it runs: the next turn, which a third page joins.
    const second = refreshSavedCopies([source], atStart(), 'start')
    expect(second).not.toBe(first)
    expect(refreshSavedCopies([source], atStart(), 'start')).toBe(second)
    await letGo()
    await first
    await vi.waitFor(() => expect(refreshed).toHaveLength(4))
    await letGo()
    await second
    // The third page joined the second turn: a turn of its own would start within the tasks
    // after, and a refresh not started has no signal to wait on.
    await new Promise((done) => setTimeout(done, 50))
    expect(refreshed).toHaveLength(4)
  })

  it('keeps the read of a copy still being saved, and forgets one never kept', async () => {
    const { source, refreshed, letGo } = heldSource()
    const arriving = 'https://shop.test/product/single/hairdryer-2'
    const neverKept = 'https://shop.test/account'
    await set(arriving, Date.now(), readLog)
    await set(neverKept, Date.now() - 2 * 60 * 60 * 1000, readLog)
    const first = refreshSavedCopies([source], periodic(), 'periodic')
    await vi.waitFor(() => expect(refreshed).toHaveLength(2))
    await letGo()
    await first
    expect(refreshed).not.toContain(arriving)
    expect(await get(arriving, readLog)).toBeDefined()
    expect(await get(neverKept, readLog)).toBeUndefined()
    // Its page arrives and is saved: the next refresh takes it.
    savedCopies[arriving] = Date.now() - 1_000
    const next = refreshSavedCopies([source], periodic(), 'periodic')
    await vi.waitFor(() => expect(refreshed.slice(2)).toContain(arriving))
    await letGo()
    await next
  })
})
