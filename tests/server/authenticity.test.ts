import { describe, expect, it } from 'vitest'
import { authenticityCall, serialNotFoundMessage } from '../../src/contract/authenticity'
import type { ApiErrorBody } from '../../src/contract/errors'
import { startTestShop } from './harness'
import { refusalOf } from '../shop-calls'

const shop = await startTestShop()

describe('product/authenticity', () => {
  it('finds a registered serial with its product and registration', async () => {
    const registration = await shop.db
      .selectFrom('serials')
      .innerJoin('products', 'products.id', 'serials.product_id')
      .select(['serial', 'registered_at', 'seller', 'warranty_until', 'products.unique_id'])
      .where('serial', '=', 'IR-10004')
      .executeTakeFirstOrThrow()
    expect(registration.unique_id).toBe('iron-2')
    const body = await shop.call(
      authenticityCall,
      { serial: 'IR-10004', type: 'iron' },
      { headers: { lang: 'AR' } },
    )
    expect(body.status).toBe(true)
    if (!body.status) return
    expect(body.product.uniqueId).toBe('iron-2')
    expect(body.product.title).toMatch(/مكواة/)
    expect(body.product.gallery.length).toBeGreaterThanOrEqual(3)
    expect(body.registration).toEqual({
      serial: 'IR-10004',
      type: 'iron',
      registered_at: registration.registered_at,
      seller: registration.seller,
      warranty_until: registration.warranty_until,
    })
  })

  it('compares serials in upper case, without surrounding spaces', async () => {
    const res = await shop.call(authenticityCall, { serial: '  hd-20088 ', type: 'hairdryer' })
    expect(res).toMatchObject({ status: true, product: { uniqueId: 'hairdryer-30' } })
  })

  it('reads digits typed on a Persian or Arabic keyboard as 0-9', async () => {
    for (const serial of ['hd-۲۰۰۸۸', 'HD-٢٠٠٨٨', 'HD-2۰0٨8']) {
      const res = await shop.call(authenticityCall, { serial, type: 'hairdryer' })
      expect(res).toMatchObject({
        status: true,
        product: { uniqueId: 'hairdryer-30' },
        registration: { serial: 'HD-20088' },
      })
    }
  })

  it('answers an unknown serial, or one of the other type, with status false', async () => {
    for (const body of [
      { serial: 'IR-99999', type: 'iron' },
      { serial: 'HD-20001', type: 'iron' },
      { serial: 'IR-10001', type: 'hairdryer' },
    ] as const) {
      const res = await shop.call(authenticityCall, body)
      expect(res).toEqual({ status: false, msg: serialNotFoundMessage })
    }
    expect(serialNotFoundMessage).toBe('No product is registered with this serial number.')
  })

  it('refuses a serial under 5 characters and an unknown type with 400', async () => {
    const short = await shop.rawCall(authenticityCall.path, { serial: 'IR-1 ', type: 'iron' })
    expect(short.statusCode).toBe(400)
    expect(short.json<ApiErrorBody>()).toMatchObject({
      status: false,
      error: { code: 'validation_failed', fields: { serial: 'must be at least 5 characters' } },
    })
    const type = await shop.rawCall(authenticityCall.path, { serial: 'IR-10001', type: 'toaster' })
    expect(refusalOf(type, 400).fields).toHaveProperty('type')
    const chose = await shop.rawCall(authenticityCall.path, { serial: 'IR-10001' })
    expect(chose.statusCode).toBe(400)
  })
})
