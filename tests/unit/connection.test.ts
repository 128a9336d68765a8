// @vitest-environment happy-dom
import { onlineManager } from '@tanstack/query-core'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { callApi } from '../../src/api/client'
import { defineCall } from '../../src/contract/call'
import { reportNoAnswer } from '../../src/lib/connection'
import { savedAtHeader, unansweredHeader } from '../../sw/saved-copy-names'

const apiBase = 'http://shop.test'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  vi.stubEnv('VITE_API_BASE', apiBase)
  onlineManager.setOnline(true)
})
afterEach(() => {
  server.resetHandlers()
  vi.unstubAllEnvs()
  onlineManager.setOnline(true)
})
afterAll(() => server.close())

describe('a request that got no answer', () => {
  it('marks the app offline until the shop answers its health check', async () => {
    let asked = 0
    server.use(
      http.get(`${apiBase}/wsd/health`, () => {
        asked++
        return asked < 2 ? HttpResponse.error() : HttpResponse.json({ status: true })
      }),
    )
    reportNoAnswer()
    expect(onlineManager.isOnline()).toBe(false)
    await vi.waitFor(() => expect(onlineManager.isOnline()).toBe(true), { timeout: 8000 })
    expect(asked).toBe(2)
  })

  it('counts a busy shop (503 with Retry-After) as an answer: the app is online, the shop busy', async () => {
    server.use(
      http.get(
        `${apiBase}/wsd/health`,
        () => new HttpResponse(null, { status: 503, headers: { 'retry-after': '5' } }),
      ),
    )
    reportNoAnswer()
    expect(onlineManager.isOnline()).toBe(false)
    await vi.waitFor(() => expect(onlineManager.isOnline()).toBe(true), { timeout: 5000 })
  })
})

describe('a read the service worker answered from its saved copy', () => {
  const pageCall = defineCall({
    path: '/wsd/v1/page/single',
    request: z.strictObject({ slug: z.string() }),
    response: z.object({ title: z.string() }),
  })
  const copy = (headers: Record<string, string>) =>
    server.use(
      http.post(`${apiBase}${pageCall.path}`, () =>
        HttpResponse.json({ title: 'About' }, { headers: { [savedAtHeader]: '1', ...headers } }),
      ),
      http.get(`${apiBase}/wsd/health`, () => HttpResponse.error()),
    )

  it('for want of a network: shows its data, and the app is offline whatever the browser says', async () => {
    copy({ [unansweredHeader]: '1' })
    expect(await callApi(pageCall, { slug: 'about' }, { lang: 'EN' })).toEqual({ title: 'About' })
    expect(onlineManager.isOnline()).toBe(false)
  })

  it('because the shop was busy or late: the app stays online', async () => {
    copy({})
    expect(await callApi(pageCall, { slug: 'about' }, { lang: 'EN' })).toEqual({ title: 'About' })
    expect(onlineManager.isOnline()).toBe(true)
  })
})
