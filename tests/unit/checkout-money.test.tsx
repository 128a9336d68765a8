// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OrderTotals, BankDetails } from '../../src/features/checkout/components/checkout-parts'
import { ClearCartButton } from '../../src/features/checkout/components/clear-cart-button'
import { CurrencyContext } from '../../src/i18n/language-context'
import { renderWithShop } from './msw/render-with-shop'

const bank = { bank: 'Bank Melli', holder: 'Appliance Shop', iban: 'IR820540102680020817909002' }
const amounts = { subtotal: 2_000_000, discount: 0, shipping: 250_000, payable: 2_250_000 }

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('amounts on the checkout', () => {
  it('are in toman by default, in the page’s language', async () => {
    renderWithShop(<OrderTotals amounts={amounts} />, { locale: 'fa' })
    expect(await screen.findByText('۲٬۲۵۰٬۰۰۰ تومان')).toBeTruthy()
  })

  it('follow the shop’s currency', async () => {
    renderWithShop(
      <CurrencyContext.Provider value="EUR">
        <OrderTotals amounts={amounts} />
      </CurrencyContext.Provider>,
    )
    expect(await screen.findByText('€2,250,000.00')).toBeTruthy()
    expect(screen.queryByText(/Toman/)).toBeNull()
  })
})

describe('the shop’s IBAN', () => {
  it('reads left to right in groups of four, even on a Persian page', async () => {
    renderWithShop(<BankDetails bank={bank} />, { locale: 'fa' })
    const iban = await screen.findByText('IR82 0540 1026 8002 0817 9090 02')
    expect(iban.tagName).toBe('BDI')
    expect(iban.getAttribute('dir')).toBe('ltr')
  })

  it('is copied without spaces, and the page says so politely', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    stubClipboard(writeText)
    renderWithShop(<BankDetails bank={bank} />)
    const status = await screen.findByRole('status')
    expect(status.getAttribute('aria-live')).toBe('polite')
    expect(status.textContent).toBe('')
    fireEvent.click(screen.getByRole('button', { name: 'Copy the IBAN' }))
    await waitFor(() => expect(status.textContent).toBe('IBAN copied'))
    expect(writeText).toHaveBeenCalledWith(bank.iban)
  })

  it('says how to copy it by hand when the browser refuses', async () => {
    stubClipboard(() => Promise.reject(new Error('denied')))
    renderWithShop(<BankDetails bank={bank} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Copy the IBAN' }))
    await screen.findByText('Could not copy: select the IBAN and copy it by hand.')
  })
})

describe('emptying the cart', () => {
  it('asks first: only "Yes, empty it" empties, "Keep my cart" and Escape keep it', async () => {
    const onClear = vi.fn()
    renderWithShop(<ClearCartButton busy={false} onClear={onClear} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Empty the cart' }))
    const keep = await screen.findByRole('button', { name: 'Keep my cart' })
    expect(screen.getByRole('group', { name: 'Remove every product from your cart?' })).toBeTruthy()
    expect(onClear).not.toHaveBeenCalled()
    fireEvent.click(keep)
    fireEvent.click(await screen.findByRole('button', { name: 'Empty the cart' }))
    fireEvent.keyDown(await screen.findByRole('button', { name: 'Keep my cart' }), {
      key: 'Escape',
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Empty the cart' }))
    expect(onClear).not.toHaveBeenCalled()
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, empty it' }))
    expect(onClear).toHaveBeenCalledTimes(1)
    await screen.findByRole('button', { name: 'Empty the cart' })
  })
})
