// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'
import {
  checkDeliveryDetails,
  noDeliveryDetails,
  readDeliveryDetails,
  saveDeliveryDetails,
} from '../../src/features/checkout/lib/delivery-details'

const good = {
  name: '  Sara Ahmadi ',
  phone: '۰۹۱۲ ۳۴۵ ۶۷۸۹',
  address: 'No. 12, Azadi Street, Tehran',
  postal_code: '۱۳۱۴۵-۶۷۸۹۱',
}

beforeEach(() => localStorage.clear())

describe('the delivery details', () => {
  it('are taken as the shop takes them: trimmed, with ASCII digits', () => {
    expect(checkDeliveryDetails(good)).toEqual({
      ok: true,
      details: {
        name: 'Sara Ahmadi',
        phone: '09123456789',
        address: 'No. 12, Azadi Street, Tehran',
        postal_code: '13145-67891',
      },
    })
  })

  it('say what each empty field wants', () => {
    expect(checkDeliveryDetails(noDeliveryDetails)).toEqual({
      ok: false,
      problems: {
        name: { id: 'checkout.check.name' },
        phone: { id: 'checkout.check.phone' },
        address: { id: 'checkout.check.address' },
        postal_code: { id: 'checkout.check.postalCode' },
      },
    })
  })

  it('ask for a whole address, a phone of 7 to 15 digits and a real postal code', () => {
    const checked = checkDeliveryDetails({
      ...good,
      phone: '12-34',
      address: 'Tehran',
      postal_code: '#1',
    })
    expect(checked).toEqual({
      ok: false,
      problems: {
        phone: { id: 'checkout.check.phoneFormat' },
        address: { id: 'checkout.check.addressShort', values: { min: 10 } },
        postal_code: { id: 'checkout.check.postalCodeFormat' },
      },
    })
  })

  it('stay on the device as typed until the order is placed', () => {
    expect(readDeliveryDetails()).toEqual(noDeliveryDetails)
    saveDeliveryDetails(good)
    expect(readDeliveryDetails()).toEqual(good)
    saveDeliveryDetails(null)
    expect(readDeliveryDetails()).toEqual(noDeliveryDetails)
  })

  it('read a damaged copy as nothing typed', () => {
    localStorage.setItem('delivery', '{"name": 5, "phone": "0912"')
    expect(readDeliveryDetails()).toEqual(noDeliveryDetails)
    localStorage.setItem('delivery', '{"name": 5, "phone": "0912"}')
    expect(readDeliveryDetails()).toEqual({ ...noDeliveryDetails, phone: '0912' })
  })
})
