import { parse } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'
import { catalogues, featureCatalogues } from '../../src/i18n/catalogues'
import { compileMessage } from '../../src/i18n/compile-message'
import { shopIntl } from '../../src/i18n/intl'
import { locales } from '../../src/i18n/locales'

describe('message catalogues', () => {
  it('give every locale exactly the ids another locale has', () => {
    const all = new Set(locales.flatMap((locale) => Object.keys(catalogues[locale])))
    for (const locale of locales) {
      const missing = [...all].filter((id) => !(id in catalogues[locale]))
      expect(missing, `${locale} lacks these ids`).toEqual([])
    }
    expect(all.size).toBeGreaterThan(20)
  })

  it('give each feature the same ids in every locale, and never reuse another feature’s id', () => {
    const owner = new Map<string, number>()
    featureCatalogues.forEach((feature, index) => {
      const ids = Object.keys(feature.en).sort()
      for (const locale of locales) expect(Object.keys(feature[locale]).sort()).toEqual(ids)
      for (const id of ids) {
        expect(owner.get(id), `${id} is defined twice`).toBeUndefined()
        owner.set(id, index)
      }
    })
  })

  it('hold no empty message', () => {
    for (const locale of locales) {
      for (const [id, text] of Object.entries(catalogues[locale])) {
        expect(text.trim(), `${locale} ${id}`).not.toBe('')
      }
    }
  })
})

it('types message ids, so a misspelt id does not compile', () => {
  const en = shopIntl('en')
  // @ts-expect-error not a message id
  const misspelt: Parameters<typeof en.t>[0] = 'layout.nope'
  expect(misspelt in catalogues.en).toBe(false)
  expect(en.t('layout.menu')).toBe('Menu')
})

describe('compiled messages', () => {
  it('equal what FormatJS’s own parser makes of every message', () => {
    for (const locale of locales) {
      for (const [id, text] of Object.entries(catalogues[locale])) {
        expect(compileMessage(text), `${locale} ${id}`).toEqual(parse(text))
      }
    }
  })

  it('read quoting, nested arguments and the plural #', () => {
    const samples = [
      "It''s {name}'s turn",
      "'{literal}' and '#' {n, plural, one {'#' is # item} other {# items}}",
      '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
      '{kind, select, iron {Iron {n, number}} other {Other {n, plural, =0 {none} other {#}}}}',
      'On {day, date, medium} at {day, time, short}: {share, number, percent}',
    ]
    for (const text of samples) expect(compileMessage(text), text).toEqual(parse(text))
  })

  it('refuses what it cannot read', () => {
    expect(() => compileMessage('{n, plural, one {#}}')).toThrow(/other/)
    expect(() => compileMessage('{n, number, ::currency/EUR}')).toThrow(/skeleton/)
    expect(() => compileMessage('broken }')).toThrow()
  })
})
