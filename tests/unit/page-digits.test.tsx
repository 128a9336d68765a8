// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AccountUser } from '../../src/contract/accounts'
import { backOfficeTodoCall } from '../../src/contract/back-office-home'
import { orderCall } from '../../src/contract/orders'
import { AccountScreen } from '../../src/features/account/components/account-screen'
import { BackOfficeHome } from '../../src/features/back-office/components/back-office-home'
import { StaffContext } from '../../src/features/back-office/staff-context'
import { OrderStatusScreen } from '../../src/features/checkout/components/order-status-screen'
import { clearToken, storeToken } from '../../src/lib/login-token'
import { accountHandlers, liveToken } from './msw/account-handlers'
import { answer } from './msw/handlers'
import { renderWithShop } from './msw/render-with-shop'
import { startMockApi } from './msw/server'

const server = startMockApi()
const latinDigit = /[0-9]/

beforeEach(() => {
  localStorage.clear()
  clearToken()
})

/** A shipped order as the shop stores it: every code in Latin digits. */
const shippedOrder = {
  number: 'K7QX-3MPA',
  status: 'shipped' as const,
  payment: 'cod' as const,
  name: 'سارا احمدی',
  phone: '09121234567',
  address: 'اصفهان، خیابان آزادی، پلاک ۱۲',
  postal_code: '8134567890',
  subtotal: 2_000_000,
  discount: 0,
  shipping: 250_000,
  total: 2_250_000,
  created_at: '2026-11-28T10:00:00.000Z',
  lines: [],
  bank: null,
  tracking: { number: '12345678901234', carrier: 'پست' },
}

function renderOrderStatus(locale: 'en' | 'fa' | 'ar') {
  server.use(answer(orderCall, () => shippedOrder))
  renderWithShop(<OrderStatusScreen number={shippedOrder.number} />, { locale })
}

describe('an order’s status page', () => {
  it('shows the phone, postal code, tracking and order numbers in Persian digits in Persian', async () => {
    renderOrderStatus('fa')
    const delivery = await waitFor(() => {
      const found = document.querySelector('[data-delivery]')
      expect(found).not.toBeNull()
      return found!
    })
    expect(delivery.textContent).toContain('۰۹۱۲۱۲۳۴۵۶۷')
    expect(delivery.textContent).toContain('۸۱۳۴۵۶۷۸۹۰')
    expect(delivery.textContent).not.toMatch(latinDigit)
    // Still read left to right inside the right-to-left page.
    expect(delivery.querySelector('bdi[dir="ltr"]')?.textContent).toBe('۰۹۱۲۱۲۳۴۵۶۷')
    expect(document.querySelector('[data-tracking]')?.textContent).toContain('۱۲۳۴۵۶۷۸۹۰۱۲۳۴')
    expect(document.querySelector('[data-order-number]')?.textContent).toBe('K۷QX-۳MPA')
  })

  it('shows them in Arabic-Indic digits in Arabic, and as stored in English', async () => {
    renderOrderStatus('ar')
    await screen.findByText('٠٩١٢١٢٣٤٥٦٧')
    expect(screen.getByText('٨١٣٤٥٦٧٨٩٠')).toBeTruthy()
    renderOrderStatus('en')
    await screen.findByText('09121234567')
    expect(screen.getByText('12345678901234')).toBeTruthy()
  })
})

describe('the account page', () => {
  it('shows the visitor’s phone in Persian digits in Persian', async () => {
    server.use(...accountHandlers())
    storeToken(liveToken)
    renderWithShop(<AccountScreen />, { locale: 'fa' })
    const phone = await screen.findByText('۰۹۱۲۰۰۰۰۰۰۰')
    expect(phone.closest('bdi')?.getAttribute('dir')).toBe('ltr')
    expect(screen.queryByText('09120000000')).toBeNull()
  })
})

describe('the back office’s home', () => {
  const staff = { token: 'staff-token', user: { role: 'admin', areas: '' } as AccountUser }
  const todo = {
    toConfirm: 12,
    awaitingPayment: 3,
    questionsWaiting: 1,
    lowStock: 32,
    lowStockAt: 3,
    today: { orders: 5, sales: 11_250_000, cancelled: 1 },
  }

  it('writes every count of its sentences in Persian digits in Persian', async () => {
    server.use(answer(backOfficeTodoCall, () => todo))
    renderWithShop(
      <StaffContext.Provider value={staff}>
        <BackOfficeHome />
      </StaffContext.Provider>,
      { locale: 'fa' },
    )
    const lowStock = await waitFor(() => {
      const found = document.querySelector('[data-todo="lowStock"]')
      expect(found).not.toBeNull()
      return found!
    })
    expect(lowStock.textContent).toBe('۳۲ کالا یا گزینه با موجودی ۳ یا کمتر')
    const main = document.querySelector('main') ?? document.body
    expect(main.textContent).not.toMatch(latinDigit)
  })
})
