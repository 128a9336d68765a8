import { ChakraProvider } from '@chakra-ui/react/styled-system'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { cleanup, configure, render } from '@testing-library/react'
import { useState, type ReactNode } from 'react'
import { afterEach, beforeEach, vi } from 'vitest'
import { shopBlocks } from '../../../src/app/shop-blocks'
import { BlockRegistryContext } from '../../../src/features/cms/registry'
import { LanguageProvider } from '../../../src/i18n/language-provider'
import type { Locale } from '../../../src/contract/language-rules'
import { storeLanguageChoice } from '../../../src/lib/language'
import { shopSystem } from '../../../src/theme/system'

// Block modules load on first use; a busy machine may take over a second to transform them.
configure({ asyncUtilTimeout: 5_000 })

/** A query client for one test: no automatic retries, so a failure shows at once. */
export function testQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, retryDelay: 0, gcTime: Infinity } },
  })
}

/** The page's language as the root route keeps it: switching stores the choice. */
function TestLanguage({ initial, children }: { initial: Locale; children: ReactNode }) {
  const [locale, setLocale] = useState(initial)
  const onSwitch = (next: Locale) => {
    storeLanguageChoice(next)
    setLocale(next)
  }
  return (
    <LanguageProvider locale={locale} onSwitch={onSwitch}>
      {children}
    </LanguageProvider>
  )
}

/**
 * Renders a part of the shop with its providers: theme, queries, language, the shop's blocks and
 * a router.
 */
export function renderWithShop(
  ui: ReactNode,
  {
    locale = 'en',
    queryClient = testQueryClient(),
    path = '/',
  }: {
    locale?: Locale
    queryClient?: QueryClient
    /** The address the router starts at; `ui` shows at every address. */
    path?: string
  } = {},
) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  const result = render(
    <ChakraProvider value={shopSystem()}>
      <QueryClientProvider client={queryClient}>
        <TestLanguage initial={locale}>
          <BlockRegistryContext.Provider value={shopBlocks}>
            <RouterProvider router={router} />
          </BlockRegistryContext.Provider>
        </TestLanguage>
      </QueryClientProvider>
    </ChakraProvider>,
  )
  return { ...result, queryClient, router }
}

/** An observer that sees every element on screen: happy-dom's never reports anything. */
export class InViewObserver {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() =>
      this.report(
        [{ target, isIntersecting: true } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      ),
    )
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return []
  }
}

beforeEach(() => vi.stubGlobal('IntersectionObserver', InViewObserver))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})
