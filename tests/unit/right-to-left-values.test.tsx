// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FactList } from '../../src/components/fact-list'
import { BankDetails } from '../../src/features/checkout/components/checkout-parts'
import { DeliveryAddress } from '../../src/features/checkout/components/order-line-parts'
import { renderWithShop } from './msw/render-with-shop'
import { startMockApi } from './msw/server'

startMockApi()

/** The element that holds a value, and whether anything around it turns the line left to right. */
async function placeOf(value: string) {
  const holder = await screen.findByText(value)
  let turned = false
  for (let el = holder.parentElement; el && el !== document.body; el = el.parentElement) {
    if (el.getAttribute('dir') === 'ltr') turned = true
  }
  return { holder, turned }
}

describe('numbers, emails and postal codes in a right-to-left page', () => {
  it('are isolated left to right inline, so their line keeps the start side', async () => {
    renderWithShop(
      <DeliveryAddress
        details={{
          name: 'سارا احمدی',
          phone: '09123456789',
          address: 'تهران، خیابان آزادی، پلاک ۱۲',
          postal_code: '1234567890',
        }}
      />,
      { locale: 'fa' },
    )
    // In the page's digits, left to right all the same.
    for (const value of ['۰۹۱۲۳۴۵۶۷۸۹', '۱۲۳۴۵۶۷۸۹۰']) {
      const { holder, turned } = await placeOf(value)
      expect(holder.tagName).toBe('BDI')
      expect(holder.getAttribute('dir')).toBe('ltr')
      // Inline: a left-to-right block would start on the left of a right-to-left page.
      expect(getComputedStyle(holder).display, value).not.toBe('block')
      expect(getComputedStyle(holder.parentElement!).display, value).toBe('block')
      expect(turned, value).toBe(false)
    }
    for (const value of ['سارا احمدی', 'تهران، خیابان آزادی، پلاک ۱۲']) {
      const { holder } = await placeOf(value)
      expect(holder.tagName).toBe('BDI')
      // A name or an address takes the direction of its own text.
      expect(holder.getAttribute('dir')).toBeNull()
    }
  })

  it('in a list of facts: the value is isolated, not its cell', async () => {
    renderWithShop(
      <FactList
        facts={[
          { label: 'ایمیل', value: 'demo@example.com', ltr: true },
          { label: 'نام', value: 'کاربر نمونه' },
        ]}
      />,
      { locale: 'fa' },
    )
    const email = await placeOf('demo@example.com')
    expect(email.holder.tagName).toBe('BDI')
    expect(email.holder.getAttribute('dir')).toBe('ltr')
    expect(email.turned).toBe(false)
    expect((await placeOf('کاربر نمونه')).holder.tagName).toBe('DD')
  })

  it('in the bank details: a Latin name keeps its full stop at its end, the IBAN reads left to right', async () => {
    renderWithShop(
      <BankDetails
        bank={{
          bank: 'Bank Melli',
          holder: 'Appliance Shop Co.',
          iban: 'IR820540102680020817909002',
        }}
      />,
      { locale: 'ar' },
    )
    const holder = await placeOf('Appliance Shop Co.')
    // Isolated, the name's own (left-to-right) direction puts the stop after "Co".
    expect(holder.holder.tagName).toBe('BDI')
    expect(holder.holder.getAttribute('dir')).toBeNull()
    const iban = await placeOf('IR82 0540 1026 8002 0817 9090 02')
    expect(iban.holder.tagName).toBe('BDI')
    expect(iban.holder.getAttribute('dir')).toBe('ltr')
    expect(iban.turned).toBe(false)
  })
})
