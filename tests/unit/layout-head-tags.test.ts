// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { applyHeadTags, mergeHeadTags, pageHead } from '../../src/lib/head-tags'

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

  it('replaces the tags the server placed instead of adding a second set', () => {
    document.head.innerHTML = `
      <meta charset="utf-8" />
      <title>Server title</title>
      <meta name="description" content="From the server" />
      <link rel="canonical" href="https://shop.example/old" />
      <link rel="alternate" hreflang="en" href="https://shop.example/old?lang=en" />
      <link rel="manifest" href="/manifest.webmanifest" />`
    applyHeadTags(head)
    applyHeadTags(head)
    expect(document.title).toBe('About us')
    const descriptions = document.head.querySelectorAll('meta[name="description"]')
    expect([...descriptions].map((m) => m.getAttribute('content'))).toEqual(['Who we are'])
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1)
    expect(document.head.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(4)
    expect(document.head.querySelector('link[rel="manifest"]')).not.toBeNull()
    expect(document.head.querySelector('meta[charset]')).not.toBeNull()
  })

  it('lets a deeper route override the root route tag by tag', () => {
    const merged = mergeHeadTags([
      { meta: [{ title: 'Shop' }, { name: 'description', content: 'Shop' }], links: [] },
      { meta: [{ title: 'About us' }], links: [{ rel: 'canonical', href: '/about' }] },
    ])
    expect(merged.meta).toEqual([{ title: 'About us' }, { name: 'description', content: 'Shop' }])
    expect(merged.links).toEqual([{ rel: 'canonical', href: '/about' }])
  })
})
