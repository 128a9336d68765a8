import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { NetworkOnly } from 'workbox-strategies'
import type { RouteHandlerCallbackOptions } from 'workbox-core/types'

/** The built app: it renders a page on its own when the server cannot be reached. */
const shellUrl = '/index.html'

/**
 * Precaches the built app. Pages come from the server, which renders them; without its answer
 * within a few seconds (offline, or a network that hangs) the precached shell opens the page and
 * the app renders it in the browser.
 */
export function serveAppShell(manifest: (PrecacheEntry | string)[]) {
  precacheAndRoute(manifest)
  cleanupOutdatedCaches()
  const shell = async () => (await matchPrecache(shellUrl)) ?? Response.error()
  const fromServer = new NetworkOnly({
    networkTimeoutSeconds: 3,
    plugins: [{ handlerDidError: shell }],
  })
  // A device that knows it is offline opens the shell at once, without trying the network.
  const page = (options: RouteHandlerCallbackOptions) =>
    navigator.onLine ? fromServer.handle(options) : shell()
  registerRoute(
    new NavigationRoute(page, {
      // The API and media are never pages of the shop.
      denylist: [/^\/wsd\//, /^\/uploads\//],
    }),
  )
}
