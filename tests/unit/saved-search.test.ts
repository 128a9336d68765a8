import { QueryClient } from '@tanstack/query-core'
import { describe, expect, it } from 'vitest'
import type { ProductListItem } from '../../src/contract/catalogue'
import { savedProducts, type SavedProduct } from '../../src/features/catalogue/lib/saved-products'
import { searchSavedProducts } from '../../src/features/catalogue/lib/saved-search'
import { searchableText } from '../../src/contract/search-text'

function card(
  id: number,
  title: string,
  cat = 'irons',
  price = 1_000_000,
  brand = { uniqueId: 'kavir', title: 'کویر' },
): ProductListItem {
  const picture = { url: `p${id}.webp`, width: 960, height: 960, widths: [320, 960] }
  return {
    id,
    uniqueId: `p-${id}`,
    title,
    img: picture.url,
    des: '',
    cat,
    slug: '',
    production: '',
    brand,
    gallery: [picture],
    price: { price, discount: 0, vahed: { price: 'تومان' } },
    vahed: { price: 'تومان' },
  }
}

const saved = (item: ProductListItem, more: Partial<SavedProduct> = {}): SavedProduct => ({
  item,
  model: '',
  brand: item.brand?.title ?? '',
  category: { irons: 'اتو', hairdryers: 'سشوار' }[item.cat] ?? 'Travel',
  options: [],
  ...more,
})

const titles = (page: { data: ProductListItem[] }) => page.data.map((item) => item.title)

describe('the device’s own search text', () => {
  it('reads Persian and Arabic spellings, diacritics, zero-width characters and digits alike', () => {
    expect(searchableText('كويري')).toBe(searchableText('کویری'))
    expect(searchableText('مخزن‌دار')).toBe(searchableText('مخزندار'))
    expect(searchableText('اُتوی بُخار')).toBe('اتوی بخار')
    expect(searchableText('۲۲۰۰ وات و ٢٢٠٠')).toBe('2200 وات و 2200')
    expect(searchableText('أحمد إلى مكواة')).toBe(searchableText('احمد الی مکواه'))
    expect(searchableText('Steam IRON')).toBe('steam iron')
  })
})

describe('a search of the saved products', () => {
  const products = [
    saved(card(1, 'اتو بخار کویر ۱۰۰'), { model: 'KV-100', options: ['آبی اقیانوسی'] }),
    saved(card(2, 'اتو مخزن‌دار کویر ۲۰۰', 'irons', 3_000_000)),
    saved(
      card(3, 'سشوار حرفه‌ای پارس', 'hairdryers', 2_000_000, { uniqueId: 'pars', title: 'پارس' }),
    ),
    saved(card(4, 'Steam Iron Glide', 'travel', 500_000, { uniqueId: 'glide', title: 'Glide' })),
  ]

  it('finds a Persian word typed with Arabic letters, and the start of a word', () => {
    // Found alike (in the title and the category): the newest first.
    expect(titles(searchSavedProducts(products, { q: 'اتو', cat: 'all' }))).toEqual([
      'اتو مخزن‌دار کویر ۲۰۰',
      'اتو بخار کویر ۱۰۰',
    ])
    expect(titles(searchSavedProducts(products, { q: 'كوير', cat: 'all' })).sort()).toEqual(
      ['اتو بخار کویر ۱۰۰', 'اتو مخزن‌دار کویر ۲۰۰'].sort(),
    )
    expect(titles(searchSavedProducts(products, { q: 'مخزندار', cat: 'all' }))).toEqual([
      'اتو مخزن‌دار کویر ۲۰۰',
    ])
    expect(titles(searchSavedProducts(products, { q: 'iron', cat: 'all' }))).toEqual([
      'Steam Iron Glide',
    ])
  })

  it('matches the model, the option names and digits of any script; every word must match', () => {
    expect(titles(searchSavedProducts(products, { q: 'kv-100', cat: 'all' }))).toEqual([
      'اتو بخار کویر ۱۰۰',
    ])
    expect(titles(searchSavedProducts(products, { q: 'اقیانوسی', cat: 'all' }))).toEqual([
      'اتو بخار کویر ۱۰۰',
    ])
    expect(titles(searchSavedProducts(products, { q: 'کویر 200', cat: 'all' }))).toEqual([
      'اتو مخزن‌دار کویر ۲۰۰',
    ])
    expect(searchSavedProducts(products, { q: 'اتو پارس', cat: 'all' }).total).toBe(0)
  })

  it('finds a word one letter off from four letters on, and two words written as one', () => {
    expect(titles(searchSavedProducts(products, { q: 'steem', cat: 'all' }))).toEqual([
      'Steam Iron Glide',
    ])
    expect(searchSavedProducts(products, { q: 'irn', cat: 'all' }).total).toBe(0)
    expect(titles(searchSavedProducts(products, { q: 'steamiron', cat: 'all' }))).toEqual([
      'Steam Iron Glide',
    ])
    expect(titles(searchSavedProducts(products, { q: 'staemiron', cat: 'all' }))).toEqual([
      'Steam Iron Glide',
    ])
  })

  it('ranks a word of the title above a word of the description', () => {
    const described = [
      saved({ ...card(20, 'Travel kettle'), des: 'Not a steam iron.' }),
      saved(card(10, 'Steam brush')),
    ]
    expect(titles(searchSavedProducts(described, { q: 'steam', cat: 'all' }))).toEqual([
      'Steam brush',
      'Travel kettle',
    ])
    expect(
      titles(searchSavedProducts(described, { q: 'steam', cat: 'all', sort: 'id DESC' })),
    ).toEqual(['Travel kettle', 'Steam brush'])
  })

  it('offers what is close when nothing matches: saved products of any category holding a word', () => {
    const nothing = searchSavedProducts(products, { q: 'سشوار zzz', cat: 'irons' })
    expect(nothing.total).toBe(0)
    expect(nothing.close?.map((item) => item.title)).toEqual(['سشوار حرفه‌ای پارس'])
    expect(searchSavedProducts(products, { q: 'zzz', cat: 'all' }).close).toEqual([])
    expect(searchSavedProducts(products, { q: 'اتو', cat: 'all' }).close).toBeUndefined()
  })

  it('keeps to the category, sorts as asked and pages by twelve', () => {
    expect(titles(searchSavedProducts(products, { q: 'مخزن', cat: 'hairdryers' }))).toEqual([])
    expect(
      titles(searchSavedProducts(products, { q: 'اتو', cat: 'irons', sort: 'price DESC' })),
    ).toEqual(['اتو مخزن‌دار کویر ۲۰۰', 'اتو بخار کویر ۱۰۰'])
    const many = Array.from({ length: 30 }, (_, i) => saved(card(100 + i, `اتو ${i}`)))
    const second = searchSavedProducts(many, { q: 'اتو', cat: 'all', page: 3 })
    expect(second).toMatchObject({ total: 30, per_page: 12, current_page: 3 })
    expect(second.data).toHaveLength(6)
  })
})

describe('the saved products', () => {
  it('are every card and product page of the page’s language in the query cache, once each', () => {
    const client = new QueryClient()
    const iron = card(1, 'اتو بخار کویر')
    client.setQueryData(['catalogue', 'category', 'irons', 'id DESC', 1, 'FA'], {
      products: { data: [iron, card(2, 'اتو دوم')], total: 2, per_page: 12, current_page: 1 },
      cat: { cat: { uniqueId: 'irons', title: 'اتو' }, icon: '' },
      seo: {},
    })
    client.setQueryData(['cms', 'page', 'home', 'FA'], {
      blocks: [{ products: [card(3, 'سشوار', 'hairdryers')] }],
    })
    client.setQueryData(['catalogue', 'category', 'irons', 'id DESC', 1, 'EN'], {
      products: { data: [card(9, 'Steam iron')], total: 1, per_page: 12, current_page: 1 },
    })
    client.setQueryData(['catalogue', 'product', 'p-1', 'FA'], {
      pro: { ...iron, model: 'KV-1', mainCat: 'irons' },
      ex: { img: { url: iron.img }, cat: { uniqueId: 'irons', title: 'اتو' }, brand: iron.brand },
      gallery: iron.gallery,
      def: { price: 900, discount: 0, date: '', dynamic: '', vahed: 'تومان' },
      dynamic: [{ name: 'آبی' }, { name: '' }],
    })
    const found = savedProducts(client, 'FA')
    expect(found.map((p) => p.item.uniqueId).sort()).toEqual(['p-1', 'p-2', 'p-3'])
    expect(found.find((p) => p.item.uniqueId === 'p-1')).toMatchObject({
      model: 'KV-1',
      category: 'اتو',
      brand: 'کویر',
      options: ['آبی'],
      item: { price: { price: 900 } },
    })
  })
})
