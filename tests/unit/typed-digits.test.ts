import { describe, expect, it } from 'vitest'
import type * as z from 'zod/mini'
import { phoneField } from '../../src/contract/accounts'
import {
  backOfficeProductEditCall,
  serialRegistrationFields,
} from '../../src/contract/back-office-catalogue'
import { moveOrderCall, staffOrderListCall } from '../../src/contract/back-office-orders'
import { asciiDigits } from '../../src/contract/common'
import { deliveryFields } from '../../src/contract/orders'
import { siteUnlockCall } from '../../src/contract/site-lock'

/** The first refusal's message, or the parsed value. */
function read<T>(schema: z.ZodMiniType<T>, typed: unknown): T | string {
  const result = schema.safeParse(typed)
  return result.success ? result.data : (result.error.issues[0]?.message ?? 'refused')
}

describe('the digits a person types', () => {
  it('are read as 0–9 from Persian, Arabic-Indic, mixed and Latin digits, the rest kept', () => {
    expect(asciiDigits('۱۲۳۴۵۶۷۸۹۰')).toBe('1234567890')
    expect(asciiDigits('١٢٣٤٥٦٧٨٩٠')).toBe('1234567890')
    expect(asciiDigits('۰۹۱۲ ٣٤٥ 67')).toBe('0912 345 67')
    expect(asciiDigits('IR-10001')).toBe('IR-10001')
    expect(asciiDigits('کد ۷')).toBe('کد 7')
  })
})

describe('the fields that take a number or a code', () => {
  const shipping = (number: unknown) =>
    read(moveOrderCall.request, {
      number: 'K7QX-3MPA',
      to: 'shipped',
      tracking: { number, carrier: 'Post' },
    })

  it('store a tracking number typed on a Persian or Arabic keyboard in Latin digits', () => {
    expect(shipping('۱۲۳۴۵۶۷۸۹۰۱۲۳۴')).toMatchObject({ tracking: { number: '12345678901234' } })
    expect(shipping(' ١٢٣٤-AB۵ ')).toMatchObject({ tracking: { number: '1234-AB5' } })
    expect(shipping('RR123456789IR')).toMatchObject({ tracking: { number: 'RR123456789IR' } })
    expect(shipping('  ')).toBe('The tracking number is required.')
  })

  it('read a phone in any digits, and refuse one that is not a phone', () => {
    expect(read(phoneField, '۰۹۱۲ ۱۲۳ ۴۵۶۷')).toBe('09121234567')
    expect(read(phoneField, '٠٩١٢١٢٣٤٥٦٧')).toBe('09121234567')
    expect(read(phoneField, '+98 912 ۱۲۳ 4567')).toBe('+989121234567')
    expect(read(phoneField, '09121234567')).toBe('09121234567')
    expect(read(phoneField, 'call me')).toBe(
      'Phone number must be 7 to 15 digits, optionally starting with +.',
    )
  })

  it('read a postal code in any digits, and refuse junk', () => {
    const postalCode = deliveryFields.postal_code
    expect(read(postalCode, '۸۱۳۴۵۶۷۸۹۰')).toBe('8134567890')
    expect(read(postalCode, '٨١٣٤٥-٦٧٨٩٠')).toBe('81345-67890')
    expect(read(postalCode, 'sw1a 1aa')).toBe('SW1A 1AA')
    expect(read(postalCode, '۸۱۳*۴۵')).toBe('Postal code must be 3 to 12 letters or digits.')
  })

  it('take the lock key in any digits, and refuse one that is not a number', () => {
    expect(read(siteUnlockCall.request, { key: '۴۸۲۹۱۶' })).toEqual({ key: '482916' })
    expect(read(siteUnlockCall.request, { key: '٤٨٢٩١٦' })).toEqual({ key: '482916' })
    expect(read(siteUnlockCall.request, { key: 482916 })).toEqual({ key: '482916' })
    expect(read(siteUnlockCall.request, { key: '۴۸x۲' })).toBe('The key is a number.')
  })

  it('find orders by a number or a phone typed in any digits', () => {
    expect(read(staffOrderListCall.request, { q: ' ۰۹۱۲۱۲۳ ' })).toMatchObject({ q: '0912123' })
    expect(read(staffOrderListCall.request, { from: '۲۰۲۶-۰۱-۳۱' })).toMatchObject({
      from: '2026-01-31',
    })
    expect(read(staffOrderListCall.request, { from: '۲۰۲۶-۰۲-۳۱' })).toBe('There is no such day.')
  })

  it('register a serial with its days typed in any digits', () => {
    expect(
      read(serialRegistrationFields, {
        serial: 'ir-۱۰۰۰۱',
        product_type: 'iron',
        product: 'iron-1',
        seller: 'Tehran store',
        registered_at: '٢٠٢٦-٠١-١٥',
        warranty_until: '۲۰۲۸-۰۱-۱۵',
      }),
    ).toMatchObject({
      serial: 'IR-10001',
      registered_at: '2026-01-15',
      warranty_until: '2028-01-15',
    })
  })

  it('take an option’s watts, price and stock in any digits', () => {
    const option = (value: string) =>
      read(backOfficeProductEditCall.request, {
        id: 1,
        newVariants: [
          {
            type: 'power',
            value,
            names: { EN: '', FA: '', AR: '' },
            price: '۲٬۴۵۰٬۰۰۰',
            discount: '٠',
            depo: '۱۲',
          },
        ],
      })
    expect(option('۲۲۰۰')).toMatchObject({
      newVariants: [{ value: '2200', price: 2_450_000, discount: 0, depo: 12 }],
    })
    expect(option('۲۲۰۰W')).toBe('A power option’s value is its watts, such as 2200.')
  })
})
