// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  productCategoryQueryOptions,
  productSuggestQueryOptions,
} from '../../src/features/catalogue/api/catalogue-calls'
import { ShopLayout } from '../../src/features/layout/components/shop-layout'
import type { Locale } from '../../src/contract/language-rules'
import { productSuggestCall } from '../../src/contract/catalogue'
import { catalogueHandlers } from './msw/catalogue-handlers'
import { product } from './msw/content-fixtures'
import { testApiBase } from './msw/handlers'
import { renderWithShop, testQueryClient } from './msw/render-with-shop'
import { startMockApi } from './msw/server'
import { siteHandlers } from './msw/site-handlers'

const api = startMockApi(...siteHandlers(), ...catalogueHandlers())

beforeEach(() => {
  document.cookie = 'lang=; max-age=0; path=/'
})

async function openSearch({
  locale = 'en',
  queryClient = testQueryClient(),
}: { locale?: Locale; queryClient?: ReturnType<typeof testQueryClient> } = {}) {
  const shop = renderWithShop(
    <ShopLayout
      layout={{ header: true, footer: false }}
      productSuggestions={productSuggestQueryOptions}
    >
      <h1>Page</h1>
    </ShopLayout>,
    { locale, queryClient },
  )
  fireEvent.click(
    await screen.findByRole('button', { name: locale === 'en' ? 'Open menu' : 'باز کردن منو' }),
  )
  const box = await screen.findByRole('combobox')
  return { ...shop, box }
}

const type = (box: HTMLElement, text: string) => fireEvent.change(box, { target: { value: text } })
const key = (box: HTMLElement, name: string) => fireEvent.keyDown(box, { key: name })
const activeOption = (box: HTMLElement) => {
  const id = box.getAttribute('aria-activedescendant')
  return id ? document.getElementById(id) : null
}

describe('the search box’s suggestions', () => {
  it('is a combobox that lists suggestions after two characters and says how many', async () => {
    const { box } = await openSearch()
    const list = document.getElementById(box.getAttribute('aria-controls')!)!
    expect(list.getAttribute('role')).toBe('listbox')
    expect(box.getAttribute('aria-autocomplete')).toBe('list')
    expect(box.getAttribute('aria-expanded')).toBe('false')

    type(box, 'g')
    expect(box.getAttribute('aria-expanded')).toBe('false')
    type(box, 'gl')
    const options = await within(list).findAllByRole('option')
    expect(options).toHaveLength(6)
    expect(box.getAttribute('aria-expanded')).toBe('true')
    expect(options[0]!.textContent).toContain('Glide Steam Iron 1')
    expect(options[0]!.querySelector('img')?.getAttribute('src')).toBe(
      '/uploads/products/iron-1-960.webp',
    )
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      '6 products suggested, choose one with the up and down arrows',
    )

    type(box, 'breeze')
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(1))
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        '1 product suggested, choose it with the up and down arrows',
      ),
    )
    type(box, 'kettle')
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No product suggested'))
    expect(box.getAttribute('aria-expanded')).toBe('false')
  })

  it('moves the active option with the arrows, wrapping, and Enter opens its product', async () => {
    const { box, router } = await openSearch()
    type(box, 'iron')
    await screen.findAllByRole('option')
    expect(box.hasAttribute('aria-activedescendant')).toBe(false)

    key(box, 'ArrowDown')
    expect(activeOption(box)?.textContent).toContain('Glide Steam Iron 1')
    expect(activeOption(box)?.getAttribute('aria-selected')).toBe('true')
    key(box, 'ArrowUp')
    // Up from the first goes round to the last.
    expect(activeOption(box)?.textContent).toContain('Glide Steam Iron 6')
    key(box, 'ArrowDown')
    expect(activeOption(box)?.textContent).toContain('Glide Steam Iron 1')
    key(box, 'ArrowDown')
    expect(activeOption(box)?.textContent).toContain('Glide Steam Iron 2')
    expect(
      screen.getAllByRole('option').filter((o) => o.getAttribute('aria-selected') === 'true'),
    ).toHaveLength(1)

    key(box, 'Enter')
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/single/iron-2'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('searches on Enter without an active option, as before', async () => {
    const { box, router } = await openSearch()
    type(box, 'iron')
    await screen.findAllByRole('option')
    fireEvent.submit(box.closest('form')!)
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/all'))
    expect(router.state.location.search).toEqual({ q: 'iron' })
  })

  it('closes the list on Escape and the menu on a second Escape', async () => {
    const { box } = await openSearch()
    type(box, 'iron')
    await screen.findAllByRole('option')
    key(box, 'ArrowDown')
    key(box, 'Escape')
    expect(box.getAttribute('aria-expanded')).toBe('false')
    expect(box.hasAttribute('aria-activedescendant')).toBe(false)
    expect(screen.getByRole('dialog')).toBeTruthy()
    expect((box as HTMLInputElement).value).toBe('iron')
    // The arrows open it again.
    key(box, 'ArrowDown')
    expect(box.getAttribute('aria-expanded')).toBe('true')
    expect(activeOption(box)?.textContent).toContain('Glide Steam Iron 1')
    key(box, 'Escape')
    key(box, 'Escape')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('opens the product clicked', async () => {
    const { box, router } = await openSearch()
    type(box, 'dryer')
    const [option] = await screen.findAllByRole('option')
    fireEvent.click(option!)
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/single/dryer-8'))
  })

  it('speaks the page’s language', async () => {
    const { box } = await openSearch({ locale: 'fa' })
    expect(screen.getByRole('combobox', { name: 'جستجوی محصولات' })).toBe(box)
    type(box, 'iron')
    expect(await screen.findByRole('listbox', { name: 'محصولات پیشنهادی' })).toBeTruthy()
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        '۶ محصول پیشنهاد شد، با کلیدهای بالا و پایین یکی را انتخاب کنید',
      ),
    )
  })

  it('suggests the products the device saved when the shop cannot be reached', async () => {
    api.use(http.post(`${testApiBase}${productSuggestCall.path}`, () => HttpResponse.error()))
    const queryClient = testQueryClient()
    queryClient.setQueryData(productCategoryQueryOptions('EN', 'all', {}).queryKey, {
      products: {
        data: [product(21, { title: 'Saved Travel Iron' }), product(22, { title: 'Saved Dryer' })],
        total: 2,
        per_page: 12,
        current_page: 1,
      },
      seo: { title: 'All', description: '', keywords: '', canonical: '/product/all' },
      cat: { cat: { uniqueId: 'all', title: 'All products' }, icon: '' },
    } as never)
    const { box } = await openSearch({ queryClient })
    type(box, 'travel')
    const options = await screen.findAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('Saved Travel Iron'),
    ])
  })
})
