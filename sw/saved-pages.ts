import { CacheExpiration } from 'workbox-expiration'
import { getCacheKeyForURL } from 'workbox-precaching'
import { isGone, stamped, type SavedCopies } from './saved-copies'
import { privatePage } from './saved-copy-names'

declare let self: ServiceWorkerGlobalScope

/** Pages saved on the device, and for how long. */
const savedAtMost = { maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 }
const cachePrefix = 'shop-pages-'

/** The app's one script, at the address this build gave it. */
const entryScript = /<script type="module" src="([^"]+)"/

/**
 * The server's HTML of every page the visitor read, saved on the device to answer the page when
 * the network does not: it paints before any script runs and hydrates from the data it carries.
 * Saved per build (a page names the build's files); a page whose files this worker does not hold
 * is not saved. Each copy says when it was saved, and is read again to refresh it.
 */
export class SavedPages implements SavedCopies {
  readonly cacheName: string
  private readonly expiration: CacheExpiration

  constructor(build: string) {
    this.cacheName = `${cachePrefix}${build}`
    this.expiration = new CacheExpiration(this.cacheName, savedAtMost)
  }

  /** Drops the pages saved by earlier builds. */
  async forgetEarlierBuilds(): Promise<void> {
    const names = await caches.keys()
    await Promise.all(
      names
        .filter((name) => name.startsWith(cachePrefix) && name !== this.cacheName)
        .map((name) => caches.delete(name)),
    )
  }

  /** Whether the server's answer to a navigation is a page to keep: rendered, public, whole. */
  static keepable(request: Request, answer: Response): boolean {
    const { pathname } = new URL(request.url)
    return (
      answer.status === 200 &&
      !privatePage.test(pathname) &&
      (answer.headers.get('content-type') ?? '').startsWith('text/html') &&
      !/no-store|private/.test(answer.headers.get('cache-control') ?? '')
    )
  }

  /** Keeps the server's page for this address (an unread copy of the answer). */
  async keep(request: Request, answer: Response): Promise<void> {
    const html = await answer.text()
    // The server's render carries its data; its shell (sent when it is busy) does not.
    if (!html.includes('$_TSR')) return
    const script = entryScript.exec(html)?.[1]
    if (!script || getCacheKeyForURL(new URL(script, self.location.origin).href) === undefined) {
      return
    }
    // Its type and its policy (the nonce its scripts carry); its length and encoding were the network's.
    const headers = new Headers()
    for (const name of ['content-type', 'content-security-policy']) {
      const value = answer.headers.get(name)
      if (value !== null) headers.set(name, value)
    }
    const cache = await caches.open(this.cacheName)
    await cache.put(request.url, await stamped(new Response(html, { status: 200, headers })))
    await this.expiration.updateTimestamp(request.url)
    await this.expiration.expireEntries()
  }

  /** Pages are the shop's addresses outside its API. */
  holds(key: URL): boolean {
    return key.origin === self.location.origin && !key.pathname.startsWith('/wsd/')
  }

  /** Reads the page at this address from the server again, and keeps it if it is one to keep. */
  async refresh(address: string, signal: AbortSignal): Promise<void> {
    const request = new Request(address, { headers: { accept: 'text/html' } })
    const answer = await fetch(request, { signal })
    if (isGone(answer)) {
      await (await caches.open(this.cacheName)).delete(address)
      return
    }
    if (!SavedPages.keepable(request, answer))
      throw new Error(`Not saved: ${String(answer.status)}`)
    await this.keep(request, answer)
  }

  /** The page saved for this address, if any. */
  async match(request: Request): Promise<Response | undefined> {
    const cache = await caches.open(this.cacheName)
    return cache.match(request.url)
  }
}
