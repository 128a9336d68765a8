import { IntlMessageFormat } from 'intl-messageformat'
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

  it('put a number into a sentence only through the number format, never as it is', () => {
    type Element = ReturnType<IntlMessageFormat['getAst']>[number]
    // ICU's element types: 1 an argument put in as it is; 2 a number; 5 select; 6 plural.
    const walk = (elements: Element[], seen: (type: number, name: string) => void) => {
      for (const element of elements) {
        if ('value' in element && typeof element.value === 'string') {
          seen(element.type, element.value)
        }
        if ('options' in element) {
          for (const option of Object.values(element.options)) walk(option.value, seen)
        }
      }
    }
    const counted = new Set<string>()
    const asIs: string[] = []
    for (const locale of locales) {
      for (const [id, text] of Object.entries(catalogues[locale])) {
        walk(new IntlMessageFormat(text, locale).getAst(), (type, name) => {
          if (type === 2 || type === 6) counted.add(name)
          if (type === 1) asIs.push(`${locale} ${id}: {${name}}`)
        })
      }
    }
    // An argument any message counts or formats as a number is one everywhere.
    expect(asIs.filter((place) => counted.has(/\{(\w+)\}$/.exec(place)![1]!))).toEqual([])
    expect(counted).toContain('count')
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
