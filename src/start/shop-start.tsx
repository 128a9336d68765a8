// Before any module makes a schema.
import '../lib/zod-jitless'
import { onlineManager } from '@tanstack/react-query'
import { RouterProvider, type AnyRoute } from '@tanstack/react-router'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { ApiCallError } from '../api/client'
import { retryWaitMs } from '../api/retry-wait'
import { errorCodes } from '../contract/errors'
import { keepInstallOffer } from '../features/install/lib/install-prompt'
import { lockPath } from '../features/site-lock/site-lock-guard'
import { intlWarmUps } from '../i18n/intl'
import { pageLanguage, parseLocale } from '../contract/language-rules'
import { loadPageMessages } from '../i18n/message-loading'
import { endRefusedLogin } from '../lib/end-refused-login'
import { browserSession } from '../lib/browser-session'
import { savedDataMaxAge } from '../lib/saved-data-age'
import { storeReferer } from '../features/tracking/lib/visit-referer'
import { createShopRouter } from '../router'
import type { EarlyInput } from './early-input'
import { nextTask } from './next-task'
import { afterQuiet, codeAfterLoad } from '../lib/page-quiet'

/** How long a client-only start waits for IndexedDB before rendering without saved data. */
const savedDataWait = 2000

/** Resolves once the page's content has marked the document hydrated (its listeners are on). */
function whenHydrated(root: HTMLElement): Promise<void> {
  return new Promise((done) => {
    if ('hydrated' in root.dataset) return done()
    const watch = new MutationObserver(() => {
      if (!('hydrated' in root.dataset)) return
      watch.disconnect()
      done()
    })
    watch.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] })
  })
}

/**
 * The shop in the browser: the router over the server's page (or, in the offline shell, over
 * what earlier visits saved on this device), each heavy step in a task of its own.
 */
export async function startShop(early: EarlyInput) {
  browserSession()
  storeReferer(document.referrer, window.location.origin)
  // The query layer hears of changes only; a page opened offline starts offline.
  onlineManager.setOnline(navigator.onLine)
  keepInstallOffer()

  /** The server's page carries its state; the offline shell does not, and renders here alone. */
  const serverRendered = '$_TSR' in window
  const language = pageLanguage(new URL(window.location.href), {
    cookie: document.cookie,
    acceptLanguage: navigator.languages.join(','),
  })
  // What the server decided arrives with its state (see the router's `hydrate`).
  const locale = serverRendered
    ? (parseLocale(document.documentElement.lang) ?? language.locale)
    : language.locale
  // The page's language's messages (the entry asked for their files with the start's); the app
  // renders once they are in. One that fails is asked for again by the part that shows it.
  const messages = loadPageMessages(locale).catch(() => undefined)
  await nextTask()
  for (const warmUp of intlWarmUps(locale)) {
    warmUp()
    await nextTask()
  }
  const router = createShopRouter({
    // The attribute is hidden from scripts; the router's meta tag carries it.
    nonce: document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content,
    locale,
    languageChosen: language.chosen,
    origin: window.location.origin,
    hydrating: serverRendered,
    onQueryError: (error) => {
      // A pass that no longer opens the shop (the key changed, or it expired): the lock page.
      if (error instanceof ApiCallError && error.code === errorCodes.locked) {
        if (window.location.pathname !== lockPath) void router.navigate({ to: lockPath })
      }
      endRefusedLogin(error)
    },
    // A write refused for its login keeps its item (the outbox sends it after the next login).
    onMutationError: endRefusedLogin,
    queryDefaults: {
      // What the visitor read stays in memory as long as it stays saved on the device.
      gcTime: savedDataMaxAge,
      // Reads are tried offline too: the service worker may answer them from its copy.
      networkMode: 'offlineFirst',
      // A read the shop asked to repeat later waits as long as it asked (still tried a few times only).
      retryDelay: retryWaitMs,
    },
  })
  const { queryClient } = router.options.context

  // The code of what waits for the quiet page comes once the page has loaded, while the
  // network is there: a write or a missing picture offline before then still finds it.
  const code = <Module,>(load: () => Promise<Module>) => codeAfterLoad(load, !serverRendered)
  const outboxCode = code(() => import('../app/shop-writes'))
  const pagesCode = code(() => import('../features/shell/lib/remember-readable-pages'))
  const workerCode = code(() => import('../lib/register-service-worker'))
  const freshCopiesCode = code(() => import('../lib/keep-saved-copies-fresh'))
  const picturesCode = code(() => import('../lib/missing-pictures'))

  /**
   * Reads back what earlier visits saved on this device (the outbox's queue too, which is sent),
   * then keeps saving what is read.
   */
  const restoreSavedData = () =>
    outboxCode
      .then(({ startShopOutbox }) =>
        startShopOutbox(queryClient, { buster: __SHOP_SAVED_DATA_VERSION__ }),
      )
      // Without it (no IndexedDB, the file not loaded) the shop reads from the network alone.
      .catch(() => undefined)
  /** Keeps which pages the app shows, for the offline screen to offer them. */
  const rememberPages = () =>
    pagesCode
      .then(({ rememberReadablePages }) => rememberReadablePages(router))
      .catch(() => undefined)
  /**
   * What the start keeps for the quiet page, each piece in an idle slice of its own: the offline
   * copy of the app, its copies kept fresh, placeholders for pictures that cannot load.
   */
  const keepForQuietPage = () => {
    afterQuiet(() => workerCode.then(({ startServiceWorker }) => startServiceWorker()))
    afterQuiet(() => freshCopiesCode.then(({ keepSavedCopiesFresh }) => keepSavedCopiesFresh()))
    // Pictures that cannot load (offline, not saved) show a placeholder, those failed so far too.
    afterQuiet(() =>
      picturesCode.then(({ showPlaceholdersForMissingPictures }) =>
        showPlaceholdersForMissingPictures(document),
      ),
    )
  }

  const hydrated = whenHydrated(document.documentElement)
  // Typing and presses made before now are put back once every part listens.
  void hydrated.then(early.replay)
  await messages
  await nextTask()
  if (serverRendered) {
    // The page came with its data: saved data is read once it has hydrated and the page is
    // quiet, under the fresher data the server sent (read while hydrating, it could differ
    // from the HTML); a write made sooner starts it at once, so the device keeps the write.
    void hydrated.then(() => {
      const savedData = afterQuiet(restoreSavedData)
      const stopWatching = queryClient.getMutationCache().subscribe(({ type }) => {
        if (type === 'added') void savedData.now()
      })
      void savedData.done.then(stopWatching)
      afterQuiet(rememberPages)
      keepForQuietPage()
    })
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
    // The offline shell: the page renders from what earlier visits saved. The screen's code
    // loads meanwhile, not after.
    void Promise.all(
      router.matchRoutes(router.state.location).map((match) => {
        const route = router.routesById[match.routeId as keyof typeof router.routesById] as
          AnyRoute | undefined
        return route && router.loadRouteChunk(route)?.catch(() => undefined)
      }),
    )
    const savedData = restoreSavedData().then(rememberPages)
    await Promise.race([savedData, new Promise((done) => setTimeout(done, savedDataWait))])
    await messages
    // Nothing of the app is on screen yet: a page whose data is late shows the header and its
    // skeleton at once; later pages keep the old one on screen meanwhile, as everywhere.
    const usualPendingMs = router.options.defaultPendingMs
    router.update({ ...router.options, defaultPendingMs: 0 })
    const firstPageShown = router.subscribe('onResolved', () => {
      firstPageShown()
      router.update({ ...router.options, defaultPendingMs: usualPendingMs })
    })
    // In slices too: a phone's main thread is never held for the whole page's first render.
    const root = createRoot(document)
    startTransition(() => {
      root.render(
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
      )
    })
    keepForQuietPage()
  }
}
