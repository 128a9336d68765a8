import { ChakraProvider } from '@chakra-ui/react/styled-system'
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRouter, RouterProvider } from '@tanstack/react-router'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { ApiCallError } from './api/client'
import { errorCodes } from './contract/errors'
import { ErrorScreen } from './features/app-start/components/error-screen'
import { NotFoundScreen } from './features/app-start/components/not-found-screen'
import { ShopProviders } from './features/app-start/components/shop-providers'
import { lockPath } from './features/app-start/site-lock-guard'
import { startLanguage } from './features/app-start/start-language'
import type { Locale } from './i18n/locales'
import { afterFirstView, markFirstViewRendered } from './lib/first-view'
import { addressWithLanguage } from './lib/language'
import { nextTask } from './lib/next-task'
import { startServiceWorker } from './lib/service-worker'
import { storeSitePass } from './lib/site-pass'
import { storeReferer, visitSession } from './lib/visit-session'
import { routeTree } from './routeTree.gen'
import { shopSystem } from './theme/system'

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000 } },
  queryCache: new QueryCache({
    onError: (error) => {
      // A pass that no longer opens the shop (the key changed): back to the lock page.
      if (error instanceof ApiCallError && error.code === errorCodes.locked) {
        storeSitePass(undefined)
        if (window.location.pathname !== lockPath) void router?.navigate({ to: lockPath })
      }
    },
  }),
})

/** The shop's router over its file routes, reading through the query client. */
function createShopRouter(client: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient: client },
    defaultPreload: 'intent',
    // The query cache decides freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    // New pages start at the top; back and forward return to where the visitor was.
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundScreen,
    defaultErrorComponent: ErrorScreen,
  })
}

type ShopRouter = ReturnType<typeof createShopRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: ShopRouter
  }
}

/**
 * The page stays where it is (same address and scroll position), its address names the new
 * language, and its data is read in it.
 */
async function switchRouteLanguage(shopRouter: ShopRouter, locale: Locale) {
  const address = addressWithLanguage(window.location.href, locale)
  if (address) await shopRouter.navigate({ href: address, replace: true, resetScroll: false })
  await shopRouter.invalidate()
}

/** Made at start, in a task of its own (see `startShop`). */
let router: ShopRouter | undefined

/** How long the app waits for the first page's data before it shows the shop's frame. */
const firstPageWaitMs = 300

/**
 * App start: session, referrer and language first, then the shop renders. The pieces run in
 * tasks of their own, so none holds a slow phone's main thread for long.
 */
async function startShop() {
  visitSession()
  storeReferer(document.referrer, window.location.origin)
  const initialLocale = await startLanguage(queryClient, window.location.search)
  await nextTask()
  const system = shopSystem()
  await nextTask()
  const shopRouter = createShopRouter(queryClient)
  router = shopRouter
  // What the first view does not show waits until it is on screen.
  const stopWatchingFirstView = shopRouter.subscribe('onRendered', () => {
    stopWatchingFirstView()
    markFirstViewRendered()
  })
  await nextTask()

  const rootElement = document.getElementById('root')
  if (!rootElement) throw new Error('index.html has no #root element')
  // With the first page's data at hand (the answers in the HTML), the shop renders that page
  // whole, in one pass that yields to the browser as it goes; a page whose data is still on its
  // way shows the shop's frame meanwhile.
  await Promise.race([
    shopRouter.load().catch(() => undefined),
    new Promise((done) => setTimeout(done, firstPageWaitMs)),
  ])
  const root = createRoot(rootElement)
  startTransition(() => {
    root.render(
      <StrictMode>
        <ChakraProvider value={system}>
          <QueryClientProvider client={queryClient}>
            <ShopProviders
              initialLocale={initialLocale}
              onLanguageSwitch={(locale) => void switchRouteLanguage(shopRouter, locale)}
            >
              <RouterProvider router={shopRouter} />
            </ShopProviders>
          </QueryClientProvider>
        </ChakraProvider>
      </StrictMode>,
    )
  })
}

// Should the first page never render, what waits for it starts a while after start.
setTimeout(markFirstViewRendered, 10_000)
afterFirstView(startServiceWorker)

void startShop()
