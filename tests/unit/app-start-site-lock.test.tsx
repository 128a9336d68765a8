// @vitest-environment happy-dom
import { ChakraProvider } from '@chakra-ui/react/styled-system'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mustShowLockPage } from '../../src/features/app-start/site-lock-guard'
import { LanguageProvider } from '../../src/i18n/language-provider'
import { setCurrentLocale } from '../../src/lib/language'
import { readSitePass } from '../../src/lib/site-pass'
import { routeTree } from '../../src/routeTree.gen'
import { shopSystem } from '../../src/theme/system'
import { contentHandlers } from './msw/content-handlers'
import { testQueryClient } from './msw/render-with-shop'
import { startMockApi } from './msw/server'
import { siteHandlers, testLockKey, testLockPass } from './msw/site-handlers'

// Visits have their own tests; here a page left at clean-up would post after the mock API closed.
vi.mock('../../src/lib/visit-beacon', () => ({ sendVisitRecord: () => undefined }))

// The service worker exists only in a built shop.
vi.mock('../../src/lib/service-worker', () => ({
  startServiceWorker: () => undefined,
  useUpdateWaiting: () => false,
  installUpdate: () => Promise.resolve(),
}))

const server = startMockApi(...contentHandlers)
// Unmounted while the API is still mocked: leaving a page sends its visit record.
afterEach(() => cleanup())

beforeEach(() => {
  localStorage.clear()
  setCurrentLocale('en')
})

/** The whole shop, its routes and app start, at `path`. */
function openShop(path: string) {
  const queryClient = testQueryClient()
  const router = createRouter({
    routeTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  render(
    <ChakraProvider value={shopSystem()}>
      <QueryClientProvider client={queryClient}>
        <LanguageProvider initialLocale="en">
          <RouterProvider router={router} />
        </LanguageProvider>
      </QueryClientProvider>
    </ChakraProvider>,
  )
  return router
}

describe('the lock decision', () => {
  it('sends only a visitor without a pass of a locked shop, and not from the lock page', () => {
    expect(mustShowLockPage({ luck: 1 }, undefined, '/')).toBe(true)
    expect(mustShowLockPage({ luck: 1 }, 'pass', '/')).toBe(false)
    expect(mustShowLockPage({ luck: 0 }, undefined, '/about')).toBe(false)
    expect(mustShowLockPage({ luck: 1 }, undefined, '/luck')).toBe(false)
  })
})

describe('a locked shop', () => {
  beforeEach(() => server.use(...siteHandlers({ locked: true })))

  it('sends a visitor without the pass to the lock page', async () => {
    const router = openShop('/about')
    expect(await screen.findByRole('heading', { level: 1, name: 'Coming soon' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/luck')
    // The lock page stands alone: no header, menu or footer.
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull()
  })

  it('shows the error for a wrong key and keeps the shop locked', async () => {
    const router = openShop('/')
    const field = await screen.findByLabelText('Key')
    fireEvent.change(field, { target: { value: '12ab34' } })
    expect((field as HTMLInputElement).value).toBe('1234')
    fireEvent.submit(field.closest('form')!)
    expect(await screen.findByText('That key is not right.')).toBeTruthy()
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(readSitePass()).toBeUndefined()
    expect(router.state.location.pathname).toBe('/luck')
  })

  it('opens with the right key, keeps the pass and goes home', async () => {
    const router = openShop('/')
    const field = await screen.findByLabelText('Key')
    fireEvent.change(field, { target: { value: testLockKey } })
    fireEvent.submit(field.closest('form')!)
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(readSitePass()).toBe(testLockPass)
    expect(await screen.findByRole('button', { name: 'Open menu' })).toBeTruthy()
  })

  it('lets a visitor with the pass in', async () => {
    localStorage.setItem('site-pass', testLockPass)
    const router = openShop('/about')
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/about')
  })
})

describe('an open shop', () => {
  beforeEach(() => server.use(...siteHandlers()))

  it('sends a visitor of the lock page home', async () => {
    const router = openShop('/luck')
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(screen.queryByText('Coming soon')).toBeNull()
  })

  it('shows the 404 screen with a way home for an unknown page', async () => {
    openShop('/no-such-page')
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe(
      '/',
    )
  })
})
