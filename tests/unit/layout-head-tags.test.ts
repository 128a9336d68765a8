import { describe, expect, it } from 'vitest'
import { missingPageHead, pageHead } from '../../src/lib/page-head'

const seo = {
  title: 'About us',
  meta_description: 'Who we are',
  meta_key: ['irons', 'service'],
  canonical: '/about',
}

describe('page head tags', () => {
  const head = pageHead({
    seo,
    siteName: 'Appliance Shop',
    path: '/about',
    origin: 'https://shop.example',
    locale: 'fa',
  })
  const meta = (key: string) =>
    head.meta.filter((m) => m.name === key || m.property === key).map((m) => m.content)

  it('names the page, its description, keywords and canonical address', () => {
    expect(head.meta[0]).toEqual({ title: 'About us' })
    expect(meta('description')).toEqual(['Who we are'])
    expect(meta('keywords')).toEqual(['irons, service'])
    expect(head.links[0]).toEqual({ rel: 'canonical', href: 'https://shop.example/about' })
  })

  it('links the page in every language and a default', () => {
    expect(head.links.filter((l) => l.hrefLang)).toEqual([
      { rel: 'alternate', hrefLang: 'en', href: 'https://shop.example/about?lang=en' },
      { rel: 'alternate', hrefLang: 'fa', href: 'https://shop.example/about?lang=fa' },
      { rel: 'alternate', hrefLang: 'ar', href: 'https://shop.example/about?lang=ar' },
      { rel: 'alternate', hrefLang: 'x-default', href: 'https://shop.example/about' },
    ])
  })

  it('gives link previews OpenGraph and Twitter tags', () => {
    expect(meta('og:title')).toEqual(['About us'])
    expect(meta('og:url')).toEqual(['https://shop.example/about'])
    expect(meta('og:locale')).toEqual(['fa_IR'])
    expect(meta('og:locale:alternate')).toEqual(['en_US', 'ar_AR'])
    expect(meta('twitter:card')).toEqual(['summary'])
    expect(meta('twitter:description')).toEqual(['Who we are'])
  })

  it('falls back to the shop name and the page path without SEO data', () => {
    const bare = pageHead({
      siteName: 'Appliance Shop',
      siteDescription: 'Irons',
      path: '/checkout/cart',
      origin: 'https://shop.example',
      locale: 'en',
    })
    expect(bare.meta[0]).toEqual({ title: 'Appliance Shop' })
    expect(bare.links[0]?.href).toBe('https://shop.example/checkout/cart')
  })

  it('writes every address without a trailing slash, apart from the home page', () => {
    const address = (path: string) =>
      pageHead({ siteName: 'Shop', path, origin: 'https://shop.example', locale: 'en' }).links
    expect(address('/blog/').map((l) => l.href)).toEqual(address('/blog').map((l) => l.href))
    expect(address('/blog/')[0]?.href).toBe('https://shop.example/blog')
    expect(address('/')[0]?.href).toBe('https://shop.example/')
  })

  it('keeps a missing page out of indexes: noindex, no canonical, alternates or og:url', () => {
    const missing = missingPageHead(head)
    expect(missing.meta).toContainEqual({ name: 'robots', content: 'noindex' })
    expect(missing.meta.some((m) => m.property === 'og:url')).toBe(false)
    expect(missing.links).toEqual([])
  })
})
