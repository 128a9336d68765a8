import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { testApiBase } from './handlers'

/**
 * An msw server for a test file: unhandled requests fail the test, handlers reset after each
 * test, and the PWA's API base points at it.
 */
export function startMockApi(...handlers: Parameters<typeof setupServer>) {
  const server = setupServer(...handlers)
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  beforeEach(() => vi.stubEnv('VITE_API_BASE', testApiBase))
  afterEach(() => {
    server.resetHandlers()
    vi.unstubAllEnvs()
  })
  afterAll(() => server.close())
  return server
}
