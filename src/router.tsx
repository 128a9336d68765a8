import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import {
  MutationCache,
  QueryCache,
  QueryClient,
  type QueryObserverOptions,
} from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { keepSavedAnswerAge } from './api/saved-answers'
import { ErrorScreen } from './features/shell/components/error-screen'
import { NotFoundScreen } from './features/shell/components/not-found-screen'
import { PageSkeleton } from './features/shell/components/page-skeleton'
import {
  markPagesHydrated,
  withPageHydratedMark,
} from './features/shell/components/page-hydrated-mark'
import type { RouterContext } from './router-context'
import { styleCacheKey } from './theme/shop-chakra-provider'
import { routeTree } from './routeTree.gen'

export interface ShopRouterOptions extends Omit<RouterContext, 'queryClient'> {
  /** The response's CSP nonce, on every script and style the page carries. */
  nonce?: string
  onQueryError?: (error: Error) => void
  /** Every write's failure (after its own handling), heard once for the whole shop. */
  onMutationError?: (error: Error) => void
  /** The browser's query defaults (how long data stays, how reads behave offline, how they are retried). */
  queryDefaults?: Pick<QueryObserverOptions, 'gcTime' | 'networkMode' | 'retryDelay'>
  /**
   * The router takes over the server's page: that page placed its scroll itself as it was
   * parsed, and the visitor may have scrolled since, so its first render leaves the scroll alone
   * (later pages are placed by the router, at their top or where they were left).
   */
  hydrating?: boolean
}

/** The shop's router over its file routes, with its own query client: one per request, one in the browser. */
export function createShopRouter({
  nonce,
  onQueryError,
  onMutationError,
  queryDefaults,
  hydrating = false,
  ...context
}: ShopRouterOptions) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, ...queryDefaults } },
    queryCache: new QueryCache({ onError: onQueryError, onSuccess: keepSavedAnswerAge }),
    mutationCache: new MutationCache({ onError: onMutationError }),
  })
  const styleCache = createCache({ key: styleCacheKey, nonce })
  const router = createRouter({
    routeTree,
    context: { ...context, queryClient },
    defaultPreload: 'intent',
    // The query cache decides freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    // New pages start at the top; back and forward return to where the visitor was.
    scrollRestoration: () => {
      const firstOfServersPage = hydrating
      hydrating = false
      return !firstOfServersPage
    },
    // While the next page's data is on its way the old page stays, dimmed, under the progress
    // bar (route-loading.tsx); the skeleton is for a start with nothing on screen (shop-start).
    defaultPendingComponent: PageSkeleton,
    defaultPendingMs: Infinity,
    // A start's skeleton goes as soon as the page has its data (saved on the device: at once).
    defaultPendingMinMs: 0,
    defaultNotFoundComponent: withPageHydratedMark(NotFoundScreen),
    defaultErrorComponent: withPageHydratedMark(ErrorScreen),
    ssr: nonce ? { nonce } : undefined,
    Wrap: ({ children }) => <CacheProvider value={styleCache}>{children}</CacheProvider>,
    // The page's language, origin and the visitor's choice travel with the server's state.
    dehydrate: () => ({
      locale: context.locale,
      languageChosen: context.languageChosen,
      origin: context.origin,
    }),
    hydrate: (state: Omit<RouterContext, 'queryClient'>) => {
      router.update({ ...router.options, context: { ...router.options.context, ...state } })
    },
  })
  markPagesHydrated(Object.values(router.routesById))
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

export type ShopRouter = ReturnType<typeof createShopRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: ShopRouter
  }
}
