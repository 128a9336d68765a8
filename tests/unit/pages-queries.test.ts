import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { ApiCallError } from '../../src/api/client'
import type { CallRequest } from '../../src/contract/call'
import { homePageCall, pluginTextCall } from '../../src/contract/content'
import {
  cmsPageQueryOptions,
  footerQueryOptions,
  homePageQueryOptions,
} from '../../src/features/cms/api/pages'
import { textPluginQueryOptions } from '../../src/features/cms/api/plugins'
import { contentHandlers } from './msw/content-handlers'
import { homePageWire } from './msw/content-fixtures'
import { answer, apiError } from './msw/handlers'
import { startMockApi } from './msw/server'

const server = startMockApi(...contentHandlers)
const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } })

describe('page query options', () => {
  it('read the home page with the showcase limit of 3, in the language asked for', async () => {
    let seen: { body: CallRequest<typeof homePageCall>; lang: string | null } | undefined
    server.use(
      answer(homePageCall, (body, request) => {
        seen = { body, lang: request.headers.get('lang') }
        return homePageWire
      }),
    )
    const home = await client().fetchQuery(homePageQueryOptions('FA'))
    expect(seen).toEqual({ body: { product_limit: 3 }, lang: 'FA' })
    expect(home.page.data.length).toBeGreaterThan(10)
    expect(home.products).toHaveLength(3)
  })

  it('key each page by language, so a switch never shows the old language', () => {
    expect(homePageQueryOptions('EN').queryKey).not.toEqual(homePageQueryOptions('FA').queryKey)
    expect(cmsPageQueryOptions('EN', 'about').queryKey).not.toEqual(
      cmsPageQueryOptions('AR', 'about').queryKey,
    )
    expect(footerQueryOptions('EN').queryKey).not.toEqual(footerQueryOptions('FA').queryKey)
  })

  it('read a CMS page by slug, and fail with 404 for a page that does not exist', async () => {
    const about = await client().fetchQuery(cmsPageQueryOptions('EN', 'about'))
    expect(about.page.title).toBe('About us')
    const missing = await client()
      .fetchQuery(cmsPageQueryOptions('EN', 'nowhere'))
      .catch((error: unknown) => error)
    expect(missing).toBeInstanceOf(ApiCallError)
    expect((missing as ApiCallError).status).toBe(404)
  })

  it('read the footer blocks with their plugins', async () => {
    const footer = await client().fetchQuery(footerQueryOptions('EN'))
    expect(footer.data.map((block) => block.type)).toEqual(['text', 'enter_serial', 'html'])
    expect(footer.plugins['footer-html']).toEqual({
      kind: 'html',
      plugin: '<p>Prices include VAT.</p>',
    })
  })

  it('ask again for a plugin after a failure, but not for one that is gone', async () => {
    const callsFor = async (status: number) => {
      let calls = 0
      server.use(
        answer(pluginTextCall, () => {
          calls += 1
          return apiError(status, status === 404 ? 'not_found' : 'internal', 'failed')
        }),
      )
      const queries = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } })
      await queries.fetchQuery(textPluginQueryOptions('EN', 99)).catch(() => undefined)
      return calls
    }
    expect(await callsFor(500)).toBe(3)
    expect(await callsFor(404)).toBe(1)
  })
})
