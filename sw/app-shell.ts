import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import type { RouteHandlerCallbackOptions } from 'workbox-core/types'
import { savedCopyStandsIn } from './busy-answer'
import { SavedPages } from './saved-pages'
import { noteRead } from './saved-copies'

declare let self: ServiceWorkerGlobalScope

/** The built app: it renders a page on its own when the server's page is late or unreachable. */
const shellUrl = '/index.html'

/**
 * How long the server's page has to start arriving before the shell opens instead. A page the
 * server answers quickly comes from the server; on a slow network the visitor sees the header
 * and the page's skeleton at once, and its content as its data arrives.
 */
export const serverHeadStartMs = 500

const after = (ms: number) =>
  new Promise<undefined>((done) => setTimeout(() => done(undefined), ms))

/** What names this build: the shell's revision, which changes with any file it loads. */
function buildOf(manifest: (PrecacheEntry | string)[]): string {
  const entry = manifest.find(
    (item): item is PrecacheEntry => typeof item !== 'string' && `/${item.url}` === shellUrl,
  )
  return entry?.revision ?? 'unversioned'
}

/**
 * Precaches the built app. Pages come from the server, which renders them; without its answer
 * within a moment (a slow network, offline, a network that hangs, a shop too busy to answer) the
 * page's own HTML saved from the visitor's last read opens it, or for a page never read the
 * precached shell, and the app renders it in the browser. Returns the pages saved.
 */
export function serveAppShell(manifest: (PrecacheEntry | string)[]): SavedPages {
  precacheAndRoute(manifest)
  cleanupOutdatedCaches()
  const savedPages = new SavedPages(buildOf(manifest))
  self.addEventListener('activate', (event) => event.waitUntil(savedPages.forgetEarlierBuilds()))
  const shell = () => matchPrecache(shellUrl)
  const savedOrShell = async (request: Request) =>
    (await savedPages.match(request).catch(() => undefined)) ?? (await shell())

  const page = async ({ request, event }: RouteHandlerCallbackOptions): Promise<Response> => {
    // Read now: a background refresh keeps its saved copy fresh for a while.
    noteRead(request.url)
    // A device that knows it is offline opens the page at once, without trying the network.
    if (!navigator.onLine) return (await savedOrShell(request)) ?? Response.error()
    // A shop too busy to render the page (restarting, overloaded), or behind a gateway that got
    // no answer from it, is as good as offline.
    const fromServer = fetch(request).catch(() => undefined)
    let keeping: Promise<void> | undefined
    const pageFromServer = fromServer.then((answer) => {
      if (!answer || savedCopyStandsIn(answer)) return undefined
      // Copied before the browser reads it; saved also when it came too late to be shown.
      if (SavedPages.keepable(request, answer)) keeping = savedPages.keep(request, answer.clone())
      return answer
    })
    event.waitUntil(pageFromServer.then(() => keeping).catch(() => undefined))
    const first = await Promise.race([pageFromServer, after(serverHeadStartMs)])
    if (first) return first
    // Late, failed or busy: the saved page or the shell, or (a worker whose precache is gone)
    // whatever the server says.
    return (await savedOrShell(request)) ?? (await fromServer) ?? Response.error()
  }
  registerRoute(
    new NavigationRoute(page, {
      // The API and media are never pages of the shop; the back office is never saved on a device.
      denylist: [/^\/wsd\//, /^\/uploads\//, /^\/admin(\/|$)/],
    }),
  )
  return savedPages
}
