// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { siteConfigCall } from '../../src/contract/content'
import { startLanguage } from '../../src/features/app-start/start-language'
import { currentLanguage, startLocale, storedLocale } from '../../src/lib/language'
import { siteConfigQueryOptions } from '../../src/lib/site-config'
import { answer, apiError } from './msw/handlers'
import { testQueryClient } from './msw/render-with-shop'
import { startMockApi } from './msw/server'
import { siteHandlers } from './msw/site-handlers'

const server = startMockApi(...siteHandlers({ defaultLang: 'FA' }))

beforeEach(() => localStorage.clear())
afterEach(() => {
  document.documentElement.removeAttribute('lang')
  document.documentElement.removeAttribute('dir')
})

describe('the language a visit starts in', () => {
  it('is the ?lang= link first, then the stored choice, then the shop default, then English', () => {
    expect(startLocale({ url: 'ar', stored: 'en', siteDefault: 'fa' })).toBe('ar')
    expect(startLocale({ stored: 'en', siteDefault: 'fa' })).toBe('en')
    expect(startLocale({ siteDefault: 'fa' })).toBe('fa')
    expect(startLocale({})).toBe('en')
  })

  it('follows ?lang= over a stored choice, and stores it', async () => {
    localStorage.setItem('lang', 'en')
    const locale = await startLanguage(testQueryClient(), '?lang=ar')
    expect(locale).toBe('ar')
    expect(storedLocale()).toBe('ar')
    expect(currentLanguage()).toBe('AR')
    expect(document.documentElement.lang).toBe('ar')
    expect(document.documentElement.dir).toBe('rtl')
  })

  it('keeps the stored choice without asking the shop', async () => {
    localStorage.setItem('lang', 'en')
    let asked = false
    server.use(
      answer(siteConfigCall, () => {
        asked = true
        return apiError(503, 'internal', 'not expected')
      }),
    )
    expect(await startLanguage(testQueryClient(), '?lang=xx')).toBe('en')
    expect(asked).toBe(false)
    expect(document.documentElement.dir).toBe('ltr')
  })

  it('puts a stored choice into the address, and leaves an address without a choice', async () => {
    window.history.replaceState(null, '', '/about?page=2')
    await startLanguage(testQueryClient(), window.location.search)
    expect(window.location.pathname + window.location.search).toBe('/about?page=2')

    localStorage.setItem('lang', 'ar')
    await startLanguage(testQueryClient(), window.location.search)
    expect(window.location.pathname + window.location.search).toBe('/about?page=2&lang=ar')

    // `?lang=FA` selects Persian and is written as the shop writes it.
    window.history.replaceState(null, '', '/about?lang=FA')
    expect(await startLanguage(testQueryClient(), window.location.search)).toBe('fa')
    expect(window.location.search).toBe('?lang=fa')
  })

  it("takes the shop's default language on a first visit without storing it", async () => {
    const queryClient = testQueryClient()
    expect(await startLanguage(queryClient, '')).toBe('fa')
    expect(storedLocale()).toBeUndefined()
    expect(document.documentElement.lang).toBe('fa')
    expect(document.documentElement.dir).toBe('rtl')
    // The default language's settings are already cached for the first page.
    expect(queryClient.getQueryData(siteConfigQueryOptions('FA').queryKey)?.conf.title).toBe(
      'فروشگاه لوازم خانگی',
    )
  })

  it('starts in English when the shop cannot be reached on a first visit', async () => {
    server.use(answer(siteConfigCall, () => apiError(503, 'internal', 'The shop is down.')))
    expect(await startLanguage(testQueryClient(), '')).toBe('en')
    expect(document.documentElement.dir).toBe('ltr')
  })
})
