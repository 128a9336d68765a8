import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import {
  backOfficeProductEditCall,
  serialRegistrationFields,
} from '../../src/contract/back-office-catalogue'
import { wholeNumber } from '../../src/contract/common'
import { emailField } from '../../src/contract/accounts'
import { fieldRefusals, type FieldRefusal } from '../../src/contract/field-refusals'

/** Why a schema refuses a value, per field. */
function refusals(schema: z.ZodMiniType, value: unknown): Record<string, FieldRefusal> {
  const parsed = schema.safeParse(value)
  expect(parsed.success).toBe(false)
  return fieldRefusals(parsed.error!.issues)
}

describe('why the contract refuses a field, in words of no language', () => {
  const stock = wholeNumber(0, 1_000_000)

  it('says a typed negative number is under the lowest, not "not a number"', () => {
    expect(refusals(stock, '-5')).toEqual({ _: { reason: 'tooSmall', limit: 0 } })
    expect(refusals(stock, '−۵')).toEqual({ _: { reason: 'tooSmall', limit: 0 } })
    expect(refusals(stock, -5)).toEqual({ _: { reason: 'tooSmall', limit: 0 } })
    expect(refusals(stock, '2000000')).toEqual({ _: { reason: 'tooBig', limit: 1_000_000 } })
    expect(refusals(stock, 'twelve')).toEqual({ _: { reason: 'wholeNumber' } })
    expect(refusals(stock, '12.5')).toEqual({ _: { reason: 'wholeNumber' } })
  })

  it('names each field by its path, with its limit', () => {
    expect(
      refusals(backOfficeProductEditCall.request, {
        id: 1,
        texts: { FA: { title: ' ', des: 'x'.repeat(2001), art: '' } },
        pricing: { price: '100', discount: '۲۰۰', depo: '1' },
      }),
    ).toMatchObject({
      'texts.FA.title': { reason: 'required' },
      'texts.FA.des': { reason: 'tooLong', limit: 2000 },
      'pricing.discount': { reason: 'discount' },
    })
  })

  it('keeps a check’s own reason: a date, and a warranty ending before it starts', () => {
    const registration = {
      serial: 'IR-55555',
      product_type: 'iron',
      product: 'iron-1',
      seller: 'Shiraz Mall',
      registered_at: '2026-02-01',
      warranty_until: '2028-02-01',
    }
    expect(
      refusals(serialRegistrationFields, { ...registration, registered_at: '2026-02-30' }),
    ).toEqual({ registered_at: { reason: 'date' } })
    expect(
      refusals(serialRegistrationFields, { ...registration, warranty_until: '2026-01-01' }),
    ).toEqual({ warranty_until: { reason: 'beforeStart' } })
    expect(
      refusals(serialRegistrationFields, { ...registration, product_type: 'toaster' }),
    ).toEqual({ product_type: { reason: 'choice' } })
  })

  it('tells an email that is not one, and one left out', () => {
    expect(refusals(z.object({ email: emailField }), { email: 'sara@' })).toEqual({
      email: { reason: 'email' },
    })
    expect(refusals(z.object({ email: emailField }), {})).toEqual({
      email: { reason: 'required' },
    })
  })
})
