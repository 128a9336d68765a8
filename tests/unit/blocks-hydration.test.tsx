// @vitest-environment happy-dom
import { ChakraProvider } from '@chakra-ui/react/styled-system'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterContextProvider,
} from '@tanstack/react-router'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { homePageCall } from '../../src/contract/content'
import { shopBlocks } from '../../src/app/shop-blocks'
import { CmsPage } from '../../src/features/cms/components/cms-page'
import { BlockRegistryContext, preloadEveryBlock } from '../../src/features/cms/registry'
import { LanguageProvider } from '../../src/i18n/language-provider'
import { shopSystem } from '../../src/theme/system'
import { contentHandlers } from './msw/content-handlers'
import { homePageWire } from './msw/content-fixtures'
import { testQueryClient } from './msw/render-with-shop'
import { startMockApi } from './msw/server'

startMockApi(...contentHandlers)

const home = homePageCall.response.parse(homePageWire)
/** The page's data is fresh: its blocks ask for nothing more. */
const fetchedAt = Date.now()

let shop: { router: ReturnType<typeof createShopParts>['router']; queryClient: QueryClient }

function createShopParts() {
  return {
    router: createRouter({
      routeTree: createRootRoute(),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    }),
    queryClient: testQueryClient(),
  }
}

function keepLanguage() {}

/** The home page with the providers the app gives it, the same on the server and in the browser. */
function HomePage({ updatedAt = fetchedAt }: { updatedAt?: number }) {
  return (
    <ChakraProvider value={shopSystem()}>
      <QueryClientProvider client={shop.queryClient}>
        <LanguageProvider locale="en" onSwitch={keepLanguage}>
          <BlockRegistryContext.Provider value={shopBlocks}>
            <RouterContextProvider router={shop.router}>
              <CmsPage
                page={home.page}
                plugins={home.plugins}
                products={home.products}
                updatedAt={updatedAt}
              />
            </RouterContextProvider>
          </BlockRegistryContext.Provider>
        </LanguageProvider>
      </QueryClientProvider>
    </ChakraProvider>
  )
}

/** True once React has taken the element over (hydrated it or rendered it). */
function isLive(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber$'))
}

/** The first element a block cell shows (its own, not the cell's). */
function contentOf(cell: Element): Element {
  const content = cell.querySelector(':scope > :not(style)')
  if (!content) throw new Error(`The ${cell.getAttribute('data-block-type')} cell is empty.`)
  return content
}

let root: Root | undefined
beforeAll(async () => {
  // The server has every block's code before it renders (entry-server does the same).
  await preloadEveryBlock(shopBlocks)
})
beforeEach(() => {
  shop = createShopParts()
})
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
  vi.unstubAllEnvs()
})

/** The page as the server sends it: rendered with the server's build. */
function serverHtml(): string {
  const browser = shop
  shop = createShopParts()
  vi.stubEnv('SSR', true)
  try {
    return renderToString(<HomePage />)
  } finally {
    vi.unstubAllEnvs()
    shop = browser
  }
}

describe('a server-rendered CMS page', () => {
  it("holds every block's content in its HTML", () => {
    const html = serverHtml()
    const cells = html.match(/data-block-type="[a-z_]+"/g) ?? []
    expect(cells).toEqual(home.page.data.map((block) => `data-block-type="${block.type}"`))
    expect(html).not.toContain('data-pending-block')
    expect(html).not.toContain('aria-busy')
    for (const text of [
      'From the blog',
      'Free delivery all summer',
      'Contact us',
      'Opening hours:',
    ]) {
      expect(html).toContain(text)
    }
  })

  it('hydrates its first blocks at once and the others when the visitor scrolls, keeping their HTML', async () => {
    const { cells, served } = await hydrateServerHtml()
    const problems = vi.spyOn(console, 'error')
    await waitFor(() =>
      expect(cells.slice(0, 2).every((cell) => cell.hasAttribute('data-block-live'))).toBe(true),
    )
    expect(served.map(isLive)).toEqual(cells.map((_, index) => index < 2))
    expect(cells.slice(2).some((cell) => cell.hasAttribute('data-block-live'))).toBe(false)

    fireEvent.scroll(window)
    await waitFor(() =>
      expect(cells.every((cell) => cell.hasAttribute('data-block-live'))).toBe(true),
    )
    // The server's elements were taken over, not rendered again.
    expect(cells.map(contentOf)).toEqual(served)
    expect(served.every(isLive)).toBe(true)
    expect(problems).not.toHaveBeenCalled()
    problems.mockRestore()
  })

  it('keeps the HTML of the blocks that wait when the page renders again before the visitor scrolls', async () => {
    const { container, cells, served } = await hydrateServerHtml()
    // The page's data read again (the same content, a later time).
    await act(async () => root?.render(<HomePage updatedAt={fetchedAt + 60_000} />))
    expect(container.querySelector('[data-pending-block]')).toBeNull()
    expect(cells.map(contentOf)).toEqual(served)
    expect(served.slice(2).some(isLive)).toBe(false)

    fireEvent.scroll(window)
    await waitFor(() =>
      expect(cells.every((cell) => cell.hasAttribute('data-block-live'))).toBe(true),
    )
    expect(cells.map(contentOf)).toEqual(served)
  })
})

/** Puts the server's HTML of the page in the document and hydrates it, as the browser does. */
async function hydrateServerHtml() {
  // happy-dom's own observer never reports: nothing below the first blocks comes near.
  vi.unstubAllGlobals()
  const container = document.createElement('div')
  container.innerHTML = serverHtml()
  document.body.append(container)
  const cells = [...container.querySelectorAll('[data-block-type]')]
  const served = cells.map(contentOf)
  await act(async () => {
    root = hydrateRoot(container, <HomePage />)
  })
  return { container, cells, served }
}
