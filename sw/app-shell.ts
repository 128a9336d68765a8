import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'

/** Precaches the built app and answers every page navigation with its index.html. */
export function serveAppShell(manifest: (PrecacheEntry | string)[]) {
  precacheAndRoute(manifest)
  cleanupOutdatedCaches()
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('/index.html'), {
      // The API and media are never pages of the app.
      denylist: [/^\/wsd\//, /^\/uploads\//],
    }),
  )
}
