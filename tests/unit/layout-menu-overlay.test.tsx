// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { productSuggestQueryOptions } from '../../src/features/catalogue/api/catalogue-calls'
import { BasketLink } from '../../src/features/checkout/components/basket-link'
import { ShopLayout } from '../../src/features/layout/components/shop-layout'
import { renderWithShop } from './msw/render-with-shop'
import { startMockApi } from './msw/server'
import { catalogueHandlers } from './msw/catalogue-handlers'
import { siteHandlers } from './msw/site-handlers'

startMockApi(...siteHandlers(), ...catalogueHandlers())

beforeEach(() => {
  document.cookie = 'lang=; max-age=0; path=/'
})

function renderLayout() {
  return renderWithShop(
    <ShopLayout
      layout={{ header: true, footer: false }}
      basket={<BasketLink />}
      productSuggestions={productSuggestQueryOptions}
    >
      <h1>Page</h1>
    </ShopLayout>,
  )
}

const tab = (shift = false) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey: shift })

describe('the menu overlay', () => {
  it('traps focus, closes on Escape and gives focus back to the toggle', async () => {
    renderLayout()
    const toggle = await screen.findByRole('button', { name: 'Open menu' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    toggle.focus()
    fireEvent.click(toggle)

    const dialog = await screen.findByRole('dialog', { name: 'Menu' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    await within(dialog).findByRole('link', { name: 'Irons' })
    await within(dialog).findByRole('link', { name: 'About us' })

    const close = within(dialog).getByRole('button', { name: 'Close menu' })
    expect(document.activeElement).toBe(close)
    // Shift+Tab from the first control wraps to the last (the last language).
    tab(true)
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'العربية' }))
    tab()
    expect(document.activeElement).toBe(close)
    // Focus moved out (e.g. by a click behind) is pulled back in.
    toggle.focus()
    expect(dialog.contains(document.activeElement)).toBe(true)

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(toggle)
    expect(document.body.style.overflow).toBe('')
  })

  it('opens product search with the typed text', async () => {
    const { router } = renderLayout()
    fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }))
    const field = await screen.findByRole('combobox', { name: 'Search products' })
    fireEvent.change(field, { target: { value: 'steam iron' } })
    fireEvent.submit(field.closest('form')!)
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/all'))
    expect(router.state.location.search).toEqual({ q: 'steam iron' })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('refuses a search too short for the listing, says so and stays open', async () => {
    const { router } = renderLayout()
    fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }))
    const field = await screen.findByRole('combobox', { name: 'Search products' })
    fireEvent.change(field, { target: { value: ' s ' } })
    fireEvent.submit(field.closest('form')!)
    const hint = document.getElementById(field.getAttribute('aria-describedby') ?? '')
    expect(hint?.textContent).toBe('Type at least 2 characters to search.')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(router.state.location.pathname).toBe('/')
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeTruthy()

    // Two characters search, as on the listing.
    fireEvent.change(field, { target: { value: 'st' } })
    expect(hint?.textContent).toBe('')
    fireEvent.submit(field.closest('form')!)
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'st' }))
  })

  it('switches the language and keeps the choice for the server', async () => {
    renderLayout()
    fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }))
    const persian = await screen.findByRole('button', { name: 'فارسی' })
    expect(persian.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(persian)
    expect(await screen.findByRole('button', { name: 'باز کردن منو' })).toBeTruthy()
    expect(document.cookie).toContain('lang=fa')
    // The header now reads the shop in Persian.
    expect(await screen.findByText('فروشگاه لوازم خانگی')).toBeTruthy()
  })

  it('shows the cart link and the authenticity jump in the mobile bar', async () => {
    renderLayout()
    // The bar shows below the medium breakpoint only; the test window is wider.
    // Named apart from the footer's menu, which the shop's content calls 'Quick links'.
    const bar = await screen.findByLabelText('Shortcuts')
    expect(bar.tagName).toBe('NAV')
    const link = (name: string) => within(bar).getByText(name).closest('a')!
    expect(link('Authenticity inquiry').getAttribute('href')).toBe('#authenticity')
    expect(link('Cart').getAttribute('href')).toBe('/checkout/cart')
    expect(link('Account').getAttribute('href')).toBe('/account')
    const menu = within(bar).getByText('Menu').closest('button')!
    expect(menu.getAttribute('aria-expanded')).toBe('false')
    // It names the menu it opens only while the menu is in the page.
    expect(menu.hasAttribute('aria-controls')).toBe(false)
    fireEvent.click(menu)
    await screen.findByRole('dialog')
    expect(menu.getAttribute('aria-expanded')).toBe('true')
    expect(document.getElementById(menu.getAttribute('aria-controls')!)?.role).toBe('dialog')
    expect(await screen.findByRole('link', { name: 'Cart, empty' })).toBeTruthy()
  })
})
