// @vitest-environment happy-dom
import { onlineManager } from '@tanstack/react-query'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { placeOrderCall } from '../../src/contract/orders'
import { PaymentScreen } from '../../src/features/checkout/components/payment-screen'
import { saveDeliveryDetails } from '../../src/features/checkout/lib/delivery-details'
import { checkoutHandlers, deliveryDetails } from './msw/checkout-handlers'
import { answer, apiError, MockFailure } from './msw/handlers'
import { renderWithShop } from './msw/render-with-shop'
import { startMockApi } from './msw/server'

const server = startMockApi()
const requestId = '0b7c52e4-3f1a-4c0e-9d56-2f8a41b6c9d3'
/** The Idempotency-Key of each order the shop was sent. */
let keys: string[]

beforeEach(() => {
  localStorage.clear()
  saveDeliveryDetails(deliveryDetails)
  keys = []
  server.use(...checkoutHandlers())
})

afterEach(() => onlineManager.setOnline(true))

/** The shop fails each order as a server error does: its English message, the request's id. */
function shopFailing() {
  server.use(
    answer(placeOrderCall, (_body, request) => {
      keys.push(request.headers.get('idempotency-key') ?? '')
      return apiError(
        500,
        'internal_error',
        'Something went wrong on our side.',
        undefined,
        requestId,
      )
    }),
  )
}

async function placeOrder(locale: 'en' | 'fa', button: string) {
  renderWithShop(<PaymentScreen />, { locale, path: '/checkout/payment' })
  // The totals and the ordered items are read before the order is placed.
  await screen.findByText('Steam iron')
  fireEvent.click(screen.getByRole('button', { name: button }))
  return screen.findByRole('alert')
}

describe('placing an order the shop fails (a 500)', () => {
  it('says the shop failed, that nothing was ordered, what to do, and the id to quote', async () => {
    shopFailing()
    const alert = await placeOrder('en', 'Place the order')
    expect(alert.textContent).toContain(
      'Something went wrong in the shop itself, not with your connection, so nothing was ordered.',
    )
    expect(alert.textContent).toContain(
      'Try again in a moment. If it keeps failing, contact the shop and give them this reference:',
    )
    expect(alert.textContent).not.toContain('could not be reached')
    expect(alert.textContent).not.toContain('Something went wrong on our side.')
    const id = alert.querySelector('code')
    expect(id?.textContent).toBe(requestId)
    expect(id?.getAttribute('dir')).toBe('ltr')
  })

  it('says it in Persian on a Persian page, the id left to right with its digits as they are', async () => {
    shopFailing()
    const alert = await placeOrder('fa', 'ثبت سفارش')
    expect(alert.textContent).toContain(
      'خطایی در خود فروشگاه رخ داد، نه در اتصال شما؛ پس هیچ سفارشی ثبت نشد.',
    )
    expect(alert.textContent).toContain('با فروشگاه تماس بگیرید و این شناسه را به آن‌ها بدهید:')
    // The shop's own words are English, for the API's reader: never shown.
    expect(alert.textContent).not.toContain('Something went wrong on our side.')
    const id = alert.querySelector('code')
    expect(id?.textContent).toBe(requestId)
    expect(id?.getAttribute('dir')).toBe('ltr')
  })

  it('is tried again with the same Idempotency-Key, so it cannot order twice', async () => {
    shopFailing()
    await placeOrder('en', 'Place the order')
    fireEvent.click(screen.getByRole('button', { name: 'Place the order' }))
    await waitFor(() => expect(keys).toHaveLength(2))
    expect(keys[1]).toBe(keys[0])
  })

  it('still says the shop could not be reached when no answer came', async () => {
    server.use(answer(placeOrderCall, () => new MockFailure(HttpResponse.error())))
    const alert = await placeOrder('en', 'Place the order')
    expect(alert.textContent).toBe(
      'The shop could not be reached, so nothing was ordered. Try again.',
    )
    expect(alert.querySelector('code')).toBeNull()
  })

  it('keeps its Idempotency-Key while the shop is still placing it (a 409 in progress)', async () => {
    server.use(
      answer(placeOrderCall, (_body, request) => {
        keys.push(request.headers.get('idempotency-key') ?? '')
        return apiError(
          409,
          'idempotency_in_progress',
          'A request with this Idempotency-Key is still being processed.',
        )
      }),
    )
    const alert = await placeOrder('en', 'Place the order')
    expect(alert.textContent).toBe(
      'The shop is busy or still placing this order. Wait a moment and press the button again: it will not be ordered twice.',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Place the order' }))
    await waitFor(() => expect(keys).toHaveLength(2))
    expect(keys[1]).toBe(keys[0])
  })
})
