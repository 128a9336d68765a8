// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { discountPercent } from '../../src/components/price-tag'
import { productListItemSchema } from '../../src/contract/catalogue'
import {
  ProductListing,
  type ProductListingProps,
} from '../../src/features/catalogue/components/product-listing'
import { catalogueMessages } from '../../src/features/catalogue/messages'
import { shopIntl } from '../../src/i18n/intl'
import { pageCount, pageItems } from '../../src/lib/pagination'
import { product } from './msw/content-fixtures'
import { renderWithShop } from './msw/render-with-shop'

describe('pages of a list', () => {
  it('show one page at each end and one on each side of the current one', () => {
    expect(pageItems(1, 1)).toEqual([1])
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10])
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10])
    expect(pageItems(10, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10])
    expect(pageItems(0, 0)).toEqual([])
    // A page past the end is the last one.
    expect(pageItems(40, 10)).toEqual(pageItems(10, 10))
  })

  it('count whole pages of the server’s page size', () => {
    expect(pageCount(60, 12)).toBe(5)
    expect(pageCount(61, 12)).toBe(6)
    expect(pageCount(0, 12)).toBe(1)
  })
})

describe('a discount', () => {
  it('is the percent off, rounded down', () => {
    expect(discountPercent(3_600_000, 3_024_000)).toBe(16)
    expect(discountPercent(3_260_000, 2_575_000)).toBe(21)
    expect(discountPercent(1000, 999)).toBe(0)
    expect(discountPercent(1000, 0)).toBe(0)
    expect(discountPercent(1000, 1000)).toBe(0)
    expect(discountPercent(0, 10)).toBe(0)
  })
})

const products = [
  product(1, { price: { price: 3_600_000, discount: 3_024_000, vahed: { price: 'Toman' } } }),
  product(2),
].map((wire) => productListItemSchema.parse(wire))

function renderListing(
  props: Partial<ProductListingProps> = {},
  locale: 'en' | 'fa' | 'ar' = 'en',
) {
  const onSearch = vi.fn()
  const onSort = vi.fn()
  renderWithShop(
    <ProductListing
      title="Irons"
      icon=""
      q=""
      sort="id DESC"
      page={1}
      products={products}
      total={14}
      perPage={12}
      onSearch={onSearch}
      onSort={onSort}
      {...props}
    />,
    { locale },
  )
  return { onSearch, onSort }
}

describe('the product listing', () => {
  it('shows each card’s price in the shop’s currency, its discount and the count, with the locale’s digits', async () => {
    renderListing({}, 'fa')
    const cards = await screen.findAllByRole('article')
    expect(cards).toHaveLength(2)
    expect(within(cards[0]!).getByText('۳٬۰۲۴٬۰۰۰ تومان')).toBeTruthy()
    expect(within(cards[0]!).getByText('۱۶٪ تخفیف')).toBeTruthy()
    expect(within(cards[1]!).getByText('۳٬۶۰۰٬۰۰۰ تومان')).toBeTruthy()
    expect(screen.getByText('۱۴ محصول')).toBeTruthy()
    // Two pages of 12.
    expect(within(screen.getByRole('navigation')).getAllByRole('link')).toHaveLength(2)
  })

  it('sorts by the chosen order', async () => {
    const { onSort } = renderListing()
    fireEvent.change(await screen.findByLabelText('Sort by'), { target: { value: 'price ASC' } })
    expect(onSort).toHaveBeenCalledWith('price ASC')
  })

  it('says once that a search found nothing, what to try, and leads to all products', async () => {
    const { onSearch } = renderListing({ q: 'irons', products: [], total: 0 })
    expect(await screen.findByText('Nothing found for “irons”.')).toBeTruthy()
    expect(screen.getByText('Try fewer words, another spelling or the singular.')).toBeTruthy()
    expect(screen.queryByText('No products')).toBeNull()
    expect(screen.queryByRole('navigation')).toBeNull()
    const all = screen.getByRole('link', { name: 'All products' })
    expect(all.getAttribute('href')).toBe('/product/all')
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }))
    expect(onSearch).toHaveBeenCalledWith('')
  })

  it('offers all products only once where the listing is all products', async () => {
    renderListing({ q: 'irons', products: [], total: 0, allProducts: true })
    const all = await screen.findByRole('link', { name: 'All products' })
    expect(all.getAttribute('href')).toBe('/product/all')
    expect(screen.queryByRole('button', { name: 'Clear the search' })).toBeNull()
  })

  it.each(['fa', 'ar'] as const)(
    'says a search found nothing and what to try in the page’s language (%s)',
    async (locale) => {
      renderListing({ q: 'اتوها', products: [], total: 0 }, locale)
      const { t } = shopIntl(locale, catalogueMessages)
      expect(await screen.findByText(t('catalogue.noMatch', { q: 'اتوها' }))).toBeTruthy()
      expect(screen.getByText(t('catalogue.noMatchHint'))).toBeTruthy()
      expect(screen.queryByText(t('screen.productCount', { count: 0 }))).toBeNull()
      expect(screen.getByRole('link', { name: t('screen.allProducts') })).toBeTruthy()
    },
  )

  it('says an offline search found nothing among the saved products, and to search again online', async () => {
    renderListing({ q: 'irons', products: [], total: 0, savedOnly: true })
    expect(
      await screen.findByText('Nothing found for “irons” among the products saved on this device.'),
    ).toBeTruthy()
    expect(
      screen.getByText(
        'You are offline: search again once you are online to search all of the shop’s products, or try fewer words or another spelling.',
      ),
    ).toBeTruthy()
    expect(screen.queryByText('No products')).toBeNull()
    expect(screen.getByRole('link', { name: 'All products' })).toBeTruthy()
  })

  it('says an empty category has no products', async () => {
    renderListing({ products: [], total: 0 })
    expect(await screen.findByText('There are no products here yet.')).toBeTruthy()
  })

  it('says a page past the end is past the end, and links to the last page', async () => {
    renderListing({ page: 99, products: [], total: 30 })
    expect(await screen.findByText('Page 99 is past the end: this list has 3 pages.')).toBeTruthy()
    expect(screen.getByText('30 products')).toBeTruthy()
    expect(screen.queryByText('There are no products here yet.')).toBeNull()
    const last = screen.getByRole('link', { name: 'Go to the last page (3)' })
    expect(last.getAttribute('href')).toBe('/?page=3')
    // The pages on offer are the list's own: no 'previous' page 98.
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull()
  })
})
