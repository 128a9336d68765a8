import { cartListCall } from '../../../src/contract/cart'
import { transferTotalCall } from '../../../src/contract/orders'
import type { DeliveryDetails } from '../../../src/features/checkout/lib/delivery-details'
import { answer } from './handlers'

/** What the shopper typed on the delivery step, as the device keeps it. */
export const deliveryDetails: DeliveryDetails = {
  name: 'Sara Ahmadi',
  phone: '09121234567',
  address: 'No. 12, Azadi Street, Isfahan',
  postal_code: '8134567890',
}

/** The test shop's cart: one steam iron, paid on delivery (the shop has no bank account). */
export function checkoutHandlers() {
  const line = {
    id: 1,
    pid: 1,
    uniqueId: 'steam-iron',
    title: 'Steam iron',
    img: 'iron.jpg',
    dynamic: null,
    quantity: 1,
    price: 2_000_000,
    discount: 0,
    unit_price: 2_000_000,
    line_total: 2_000_000,
    depo: 5,
    vahed: { price: 'Toman' },
  }
  const totals = { count: 1, subtotal: 2_000_000, discount: 0, total: 2_000_000 }
  return [
    answer(cartListCall, () => ({ ...totals, data: [line] })),
    answer(transferTotalCall, () => ({
      ...totals,
      shipping: 250_000,
      payable: 2_250_000,
      payments: ['cod'],
      bank: null,
    })),
  ]
}
