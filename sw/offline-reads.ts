import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'
import { apiCacheKey, readOfCacheKey } from './api-cache-key'
import { savedAnswerWhileBusy } from './busy-answer'
import { publicReadPaths } from './public-reads'
import { isGone, noteRead, stamped, type SavedCopies } from './saved-copies'
import { copyMarkedWhenUnanswered } from './unanswered-copy'

const day = 24 * 60 * 60

/**
 * Keeps what a visitor has seen readable offline:
 * - pictures and fonts from the cache first (their addresses change when they do), a bounded
 *   number for a bounded time;
 * - the shop's public reads from the network, or from their last answer when it does not come
 *   within a few seconds or the shop is too busy to answer, which says when it was saved (and,
 *   when the network failed, that the page is offline).
 *   Writes and a visitor's own reads are never kept here.
 * Returns the reads kept, which a background refresh reads again.
 */
export function keepReadsForOffline(worker: ServiceWorkerGlobalScope): SavedCopies {
  const sameOrigin = (url: URL) => url.origin === worker.location.origin

  registerRoute(
    ({ url, request }) =>
      sameOrigin(url) &&
      (url.pathname.startsWith('/uploads/') ||
        request.destination === 'image' ||
        request.destination === 'font'),
    new CacheFirst({
      cacheName: 'shop-media',
      plugins: [
        new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * day, purgeOnQuotaError: true }),
      ],
    }),
  )

  const publicReads = new Set(publicReadPaths)
  const cacheName = 'shop-api-reads'
  registerRoute(
    ({ url }) => sameOrigin(url) && publicReads.has(url.pathname),
    new NetworkFirst({
      cacheName,
      networkTimeoutSeconds: 3,
      plugins: [
        // Workbox sends the request it was handed unless this hands it a copy: the body must
        // stay unread for the cache key.
        { requestWillFetch: async ({ request }) => request },
        {
          cacheKeyWillBeUsed: async ({ request }) => {
            const key = await apiCacheKey(request)
            noteRead(key.url)
            return key
          },
          // Only a whole answer is kept, with the time it was saved.
          cacheWillUpdate: async ({ response }) =>
            response.status === 200 ? stamped(response) : null,
        },
        savedAnswerWhileBusy,
        copyMarkedWhenUnanswered,
        new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 7 * day, purgeOnQuotaError: true }),
      ],
    }),
    'POST',
  )

  return {
    cacheName,
    holds: (key) => sameOrigin(key) && publicReads.has(key.pathname),
    refresh: async (key, signal) => {
      const answer = await fetch(readOfCacheKey(key), { signal })
      const cache = await caches.open(cacheName)
      if (isGone(answer)) await cache.delete(key)
      else if (answer.status !== 200) throw new Error(`Not kept: ${String(answer.status)}`)
      else await cache.put(key, await stamped(answer))
    },
  }
}
