import '@vitejs/plugin-react/preamble'
// Before any module makes a schema.
import './lib/zod-jitless'
import { RouterProvider } from '@tanstack/react-router'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { ApiCallError } from './api/client'
import { errorCodes } from './contract/errors'
import { lockPath } from './features/site-lock/site-lock-guard'
import { pageLanguage } from './features/shell/page-language'
import { parseLocale } from './i18n/locales'
import { startServiceWorker } from './lib/register-service-worker'
import { browserSession } from './lib/browser-session'
import { storeReferer } from './features/tracking/lib/visit-referer'
import { createShopRouter } from './router'

browserSession()
storeReferer(document.referrer, window.location.origin)

/** The server's page carries its state; the offline shell does not, and renders here alone. */
const serverRendered = '$_TSR' in window
const language = pageLanguage(new URL(window.location.href), {
  cookie: document.cookie,
  acceptLanguage: navigator.languages.join(','),
})
const router = createShopRouter({
  // The attribute is hidden from scripts; the router's meta tag carries it.
  nonce: document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content,
  // What the server decided arrives with its state (see the router's `hydrate`).
  locale: serverRendered
    ? (parseLocale(document.documentElement.lang) ?? language.locale)
    : language.locale,
  languageChosen: language.chosen,
  origin: window.location.origin,
  onQueryError: (error) => {
    // A pass that no longer opens the shop (the key changed, or it expired): the lock page.
    if (error instanceof ApiCallError && error.code === errorCodes.locked) {
      if (window.location.pathname !== lockPath) void router.navigate({ to: lockPath })
    }
  },
})

if (serverRendered) {
  // A transition: React hydrates the page in slices that yield to the browser, so a slow
  // phone's main thread is never held for long (the page is already on the screen).
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterClient router={router} />
      </StrictMode>,
    )
  })
} else {
  createRoot(document).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )
}

startServiceWorker()
