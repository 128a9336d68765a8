/** The pages the audit measures: the shop's kinds of page, each in English and Persian. */
export const auditedPages = [
  { name: 'home EN', file: 'home-en', path: '/' },
  { name: 'home FA', file: 'home-fa', path: '/?lang=fa' },
  { name: 'about EN', file: 'about-en', path: '/about' },
  { name: 'about FA', file: 'about-fa', path: '/about?lang=fa' },
  { name: 'listing EN', file: 'listing-en', path: '/product/all' },
  { name: 'listing FA', file: 'listing-fa', path: '/product/all?lang=fa' },
  { name: 'product EN', file: 'product-en', path: '/product/single/iron-1' },
  { name: 'product FA', file: 'product-fa', path: '/product/single/iron-1?lang=fa' },
  { name: 'blog post EN', file: 'blog-post-en', path: '/blog/detail/steam-iron-basics' },
  { name: 'blog post FA', file: 'blog-post-fa', path: '/blog/detail/steam-iron-basics?lang=fa' },
  { name: 'cart EN', file: 'cart-en', path: '/checkout/cart' },
  { name: 'cart FA', file: 'cart-fa', path: '/checkout/cart?lang=fa' },
]

export type AuditedPage = (typeof auditedPages)[number]

/**
 * The pages whose name holds one of the comma-separated parts of `filter` (any case), all of them
 * without one: `product` is the product page in both languages, `home EN,cart` three pages.
 */
export function choosePages(filter: string | undefined): AuditedPage[] {
  const parts = (filter ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean)
  if (parts.length === 0) return auditedPages
  return auditedPages.filter((page) => parts.some((part) => page.name.toLowerCase().includes(part)))
}

/** What an audit run measures: everything, only the traced starts, or only Lighthouse's runs. */
export type AuditPart = 'everything' | 'trace' | 'lighthouse'

/** AUDIT_ONLY's part, `everything` without it, undefined for a part the audit does not have. */
export function chooseParts(only: string | undefined): AuditPart | undefined {
  if (!only) return 'everything'
  if (only === 'trace' || only === 'lighthouse') return only
  return undefined
}
