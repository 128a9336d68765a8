import { describe, expect, it } from 'vitest'
import { layoutMessages } from '../../src/features/layout/messages'
import { shopIntl } from '../../src/i18n/intl'
import { locales } from '../../src/contract/language-rules'
import { messageSet } from '../../src/i18n/message-loading'
import { allMessages, catalogues } from '../all-messages'

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
    allMessages.forEach((messages, index) => {
      const ids = Object.keys(messageSet(messages, 'en')).sort()
      for (const locale of locales) {
        expect(Object.keys(messageSet(messages, locale)).sort()).toEqual(ids)
      }
      for (const id of ids) {
        expect(owner.get(id), `${id} is defined twice`).toBeUndefined()
        owner.set(id, index)
      }
    })
  })

  it('name each id after its feature', () => {
    for (const messages of allMessages) {
      const prefixes = new Set(
        Object.keys(messageSet(messages, 'en')).map((id) => id.split('.')[0]),
      )
      if (messages !== allMessages[0]) expect(prefixes.size).toBe(1)
    }
  })

  it('hold no empty message', () => {
    for (const locale of locales) {
      for (const [id, text] of Object.entries(catalogues[locale])) {
        expect(text.trim(), `${locale} ${id}`).not.toBe('')
      }
    }
  })
})

it('types message ids by feature, so a misspelt or foreign id does not compile', () => {
  const layout = shopIntl('en', layoutMessages)
  // @ts-expect-error not a message id
  const misspelt: Parameters<typeof layout.t>[0] = 'layout.nope'
  expect(misspelt in catalogues.en).toBe(false)
  // @ts-expect-error another feature's message
  const foreign: Parameters<typeof layout.t>[0] = 'cms.retry'
  expect(foreign in messageSet(layoutMessages, 'en')).toBe(false)
  expect(layout.t('layout.menu')).toBe('Menu')
  // The shared messages are every feature's.
  expect(layout.t('common.retry')).toBe('Try again')
})
