import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import type { RouteHandlerCallbackOptions } from 'workbox-core/types'
import { isBusyAnswer } from './busy-answer'

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

/**
 * Precaches the built app. Pages come from the server, which renders them; without its answer
 * within a moment (a slow network, offline, a network that hangs, a shop too busy to answer) the
 * precached shell opens the page and the app renders it in the browser.
 */
export function serveAppShell(manifest: (PrecacheEntry | string)[]) {
  precacheAndRoute(manifest)
  cleanupOutdatedCaches()
  const shell = () => matchPrecache(shellUrl)

  const page = async ({ request }: RouteHandlerCallbackOptions): Promise<Response> => {
    // A device that knows it is offline opens the shell at once, without trying the network.
    if (!navigator.onLine) return (await shell()) ?? Response.error()
    const fromServer = fetch(request).catch(() => undefined)
    // A shop too busy to render the page (restarting, overloaded) is as good as offline.
    const pageFromServer = fromServer.then((answer) =>
      answer && !isBusyAnswer(answer) ? answer : undefined,
    )
    const first = await Promise.race([pageFromServer, after(serverHeadStartMs)])
    if (first) return first
    // Late, failed or busy: the shell, or (a worker whose precache is gone) whatever the server says.
    return (await shell()) ?? (await fromServer) ?? Response.error()
  }
  registerRoute(
    new NavigationRoute(page, {
      // The API and media are never pages of the shop; the back office is never kept on a device.
      denylist: [/^\/wsd\//, /^\/uploads\//, /^\/admin(\/|$)/],
    }),
  )
}
