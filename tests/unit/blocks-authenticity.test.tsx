// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react'
import { delay } from 'msw'
import { describe, expect, it } from 'vitest'
import { authenticityCall } from '../../src/contract/authenticity'
import type { CallRequest } from '../../src/contract/call'
import { homePageCall } from '../../src/contract/content'
import { BlockList } from '../../src/features/cms/components/block-list'
import { serialAnswer } from './msw/authenticity-handlers'
import { homePageWire } from './msw/content-fixtures'
import { answer, apiError } from './msw/handlers'
import { renderWithShop } from './msw/render-with-shop'
import { startMockApi } from './msw/server'

const server = startMockApi()

const home = homePageCall.response.parse(homePageWire)
const serialBlock = home.page.data.find((block) => block.type === 'enter_serial')!

/** The inquiry, answering like the shop (a little slowly); returns what reached the API. */
async function renderInquiry() {
  const seen: CallRequest<typeof authenticityCall>[] = []
  server.use(
    answer(authenticityCall, async (body) => {
      seen.push(body)
      await delay(30)
      return serialAnswer(body)
    }),
  )
  renderWithShop(<BlockList blocks={[serialBlock]} page={{ plugins: {}, products: [] }} />)
  const section = await screen.findByRole('region', { name: 'Authenticity inquiry' })
  return { section, seen }
}

function check(section: HTMLElement, serial: string, type?: string) {
  fireEvent.change(within(section).getByLabelText('Serial number'), { target: { value: serial } })
  if (type)
    fireEvent.change(within(section).getByLabelText('Product type'), { target: { value: type } })
  fireEvent.click(within(section).getByRole('button', { name: 'Check' }))
}

describe('authenticity inquiry', () => {
  it('offers the product types chose, iron and hairdryer, and starts idle', async () => {
    const { section } = await renderInquiry()
    const options = within(section)
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value)
    expect(options).toEqual(['', 'iron', 'hairdryer'])
    expect(
      within(section).queryByText('No product is registered with this serial number.'),
    ).toBeNull()
  })

  it('answers a serial under 5 characters as not found without a call', async () => {
    const { section, seen } = await renderInquiry()
    check(section, ' IR-1 ', 'iron')
    expect(
      await within(section).findByText('No product is registered with this serial number.'),
    ).toBeTruthy()
    await delay(50)
    expect(seen).toEqual([])
  })

  it('asks for the product type before checking', async () => {
    const { section, seen } = await renderInquiry()
    check(section, 'IR-10001')
    expect(await within(section).findByText('Choose the product type first.')).toBeTruthy()
    expect(seen).toEqual([])
  })

  it('shows the product and its registration when the serial is found', async () => {
    const { section, seen } = await renderInquiry()
    check(section, 'ir-10001', 'iron')
    expect(await within(section).findByRole('button', { name: 'Checking…' })).toBeTruthy()
    expect(await within(section).findByText('This product is genuine.')).toBeTruthy()
    expect(
      within(section).getByRole('link', { name: 'Glide Steam Iron 1' }).getAttribute('href'),
    ).toBe('/product/single/iron-1')
    expect(within(section).getByText('IR-10001')).toBeTruthy()
    expect(within(section).getByText('Isfahan Home Appliances')).toBeTruthy()
    expect(within(section).getByText('Jan 15, 2024')).toBeTruthy()
    expect(seen).toEqual([{ serial: 'ir-10001', type: 'iron' }])
  })

  it('says whether the warranty runs on or has ended', async () => {
    const { section } = await renderInquiry()
    check(section, 'HD-20001', 'hairdryer')
    await within(section).findByText('This product is genuine.')
    expect(within(section).getByText('Warranty until')).toBeTruthy()
    expect(within(section).getByText('Jan 15, 2099')).toBeTruthy()
    expect(within(section).queryByText('Warranty ended')).toBeNull()

    check(section, 'IR-10001', 'iron')
    await within(section).findByText('Warranty ended')
    expect(within(section).getByText('Jan 15, 2026')).toBeTruthy()
    expect(within(section).queryByText('Warranty until')).toBeNull()
  })

  it('says no product is registered with an unknown serial', async () => {
    const { section, seen } = await renderInquiry()
    check(section, 'HD-20001', 'iron')
    expect(
      await within(section).findByText('No product is registered with this serial number.'),
    ).toBeTruthy()
    expect(within(section).queryByText('This product is genuine.')).toBeNull()
    expect(seen).toEqual([{ serial: 'HD-20001', type: 'iron' }])
  })

  it('offers a retry when the check cannot reach the shop', async () => {
    server.use(answer(authenticityCall, () => apiError(500, 'internal', 'The shop had a problem.')))
    renderWithShop(<BlockList blocks={[serialBlock]} page={{ plugins: {}, products: [] }} />)
    const section = await screen.findByRole('region', { name: 'Authenticity inquiry' })
    check(section, 'IR-10001', 'iron')
    expect(await within(section).findByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
