import { describe, expect, it } from 'vitest'
import { languageChoiceStep, pageLanguage } from '../../src/contract/language-rules'

const at = (address: string) => new URL(address, 'https://shop.example')
const none = { cookie: null, acceptLanguage: null }

describe('the language a page is rendered in', () => {
  it('is the ?lang= of its address first, and that is a choice', () => {
    expect(pageLanguage(at('/about?lang=ar'), { cookie: 'lang=fa', acceptLanguage: 'fa' })).toEqual(
      {
        locale: 'ar',
        chosen: true,
      },
    )
    // Written any way a visitor might.
    expect(pageLanguage(at('/?lang=FA'), none).locale).toBe('fa')
  })

  it('then the lang cookie the visitor’s choice set', () => {
    expect(pageLanguage(at('/'), { cookie: 'a=1; lang=fa; b=2', acceptLanguage: 'ar' })).toEqual({
      locale: 'fa',
      chosen: true,
    })
  })

  it('then the first of Accept-Language the shop speaks, by weight', () => {
    expect(
      pageLanguage(at('/'), { cookie: null, acceptLanguage: 'de-DE, ar;q=0.8, fa;q=0.9' }),
    ).toEqual({
      locale: 'fa',
      chosen: false,
    })
    expect(pageLanguage(at('/'), { cookie: null, acceptLanguage: 'fa-IR;q=0, en-GB' }).locale).toBe(
      'en',
    )
  })

  it('then the shop’s default; a language it does not speak is no choice', () => {
    expect(
      pageLanguage(at('/?lang=de'), { cookie: 'lang=xx', acceptLanguage: 'de' }, 'fa'),
    ).toEqual({
      locale: 'fa',
      chosen: false,
    })
    expect(pageLanguage(at('/'), none).locale).toBe('en')
  })
})

describe('what a page request asks of the server about the language', () => {
  const at = (path: string) => new URL(path, 'https://shop.example')

  it('keeps a new ?lang= as the choice', () => {
    expect(languageChoiceStep(at('/blog?lang=fa'), undefined)).toEqual({
      kind: 'keep',
      locale: 'fa',
    })
    expect(languageChoiceStep(at('/blog?lang=AR'), 'fa')).toEqual({ kind: 'keep', locale: 'ar' })
  })

  it('names a kept choice in an address that lacks it, and leaves the rest alone', () => {
    expect(languageChoiceStep(at('/blog?page=2'), 'fa')).toEqual({
      kind: 'name',
      address: '/blog?page=2&lang=fa',
    })
    expect(languageChoiceStep(at('/blog?lang=fa'), 'fa')).toEqual({ kind: 'none' })
    expect(languageChoiceStep(at('/blog'), undefined)).toEqual({ kind: 'none' })
    expect(languageChoiceStep(at('/blog'), 'xx')).toEqual({ kind: 'none' })
  })
})
