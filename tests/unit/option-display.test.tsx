// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { OptionLabel, useItemName } from '../../src/components/option-label'
import { basicColourOf, describeOption } from '../../src/lib/option-naming'
import { renderWithShop } from './msw/render-with-shop'

const hexColour = /#[0-9a-f]{3,8}\b/i
const oceanBlue = { type: 'color', value: '#1f6fd1', name: 'Ocean blue' }

describe('what an option is called', () => {
  it('is the shop’s name when it has one, with the colour for its swatch', () => {
    expect(describeOption(oceanBlue)).toEqual({
      kind: 'color',
      swatch: '#1f6fd1',
      label: { name: 'Ocean blue' },
    })
  })

  it('is a plain colour word for a colour without a name, never its code', () => {
    expect(describeOption({ type: 'color', value: '#f0a020', name: '' })).toEqual({
      kind: 'color',
      swatch: '#f0a020',
      label: { colour: 'orange' },
    })
    // A name that is itself a colour code is no name.
    expect(describeOption({ type: 'color', value: '#2b2b2b', name: '#2b2b2b' }).label).toEqual({
      colour: 'black',
    })
    // An order line from before options had kinds: its colour value still makes it a colour.
    expect(describeOption({ type: '', value: '#d13b3b', name: '' })).toMatchObject({
      kind: 'color',
      label: { colour: 'red' },
    })
    expect(
      ['#1f6fd1', '#d13b3b', '#2f9e6f', '#7a4bd1', '#e05a9c', '#fff', '#808080', '#6b3f1d'].map(
        basicColourOf,
      ),
    ).toEqual(['blue', 'red', 'green', 'purple', 'pink', 'white', 'grey', 'brown'])
  })

  it('is the power in watts for a power option without a name', () => {
    expect(describeOption({ type: 'power', value: '2200', name: '' })).toEqual({
      kind: 'power',
      label: { watts: 2200 },
    })
  })
})

describe('an option on screen', () => {
  it('shows a swatch and the option’s name with its kind, in English', async () => {
    const { container } = renderWithShop(<OptionLabel option={oceanBlue} withKind />)
    expect(await screen.findByText('Colour: Ocean blue')).toBeTruthy()
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull()
    expect(container.textContent).not.toMatch(hexColour)
  })

  it('shows the kind in Persian and names an unnamed colour in Persian', async () => {
    const { container } = renderWithShop(
      <>
        <OptionLabel option={{ type: 'color', value: '#f0a020', name: '' }} withKind />
        <OptionLabel option={{ type: 'color', value: '#1f6fd1', name: 'آبی اقیانوسی' }} />
        <OptionLabel option={{ type: 'power', value: '2200', name: '' }} withKind />
      </>,
      { locale: 'fa' },
    )
    expect(await screen.findByText('رنگ: نارنجی')).toBeTruthy()
    expect(screen.getByText('آبی اقیانوسی')).toBeTruthy()
    // Persian digits, whatever separates the thousands.
    expect(screen.getByText(/^توان: ۲\D?۲۰۰ وات$/)).toBeTruthy()
    expect(container.textContent).not.toMatch(hexColour)
  })
})

function ItemNames() {
  const itemName = useItemName()
  return (
    <ul>
      <li>{itemName('Steam iron', oceanBlue)}</li>
      <li>{itemName('Travel iron', null)}</li>
    </ul>
  )
}

describe('a product in an option', () => {
  it('is named with its option, so two colours of one product are told apart', async () => {
    renderWithShop(<ItemNames />)
    expect(await screen.findByText('Steam iron (Ocean blue)')).toBeTruthy()
    expect(screen.getByText('Travel iron')).toBeTruthy()
  })
})
