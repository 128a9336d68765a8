// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { Suspense, useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MessageSet } from '../../src/i18n/define-messages'
import { LanguageProvider } from '../../src/i18n/language-provider'
import { useIntl, useLanguage } from '../../src/i18n/use-intl'
import type { Locale } from '../../src/contract/language-rules'
import {
  loadPageMessages,
  messageSet,
  messagesOnDemand,
  withPageMessages,
} from '../../src/i18n/message-loading'

afterEach(cleanup)

/** A catalogue as the browser's build makes it, with loaders the test controls. */
function catalogueOnDemand(texts: Record<Locale, string>) {
  const asked: Locale[] = []
  const loader = (locale: Locale) => () => {
    asked.push(locale)
    return Promise.resolve<MessageSet<'test.hello'>>({ 'test.hello': texts[locale] })
  }
  const messages = messagesOnDemand({ en: loader('en'), fa: loader('fa'), ar: loader('ar') })
  return { messages, asked }
}

describe('messages loaded on demand', () => {
  it('load the page language only, and a module loaded later comes with its set', async () => {
    const start = catalogueOnDemand({ en: 'Hello', fa: 'سلام', ar: 'مرحبا' })
    expect(() => messageSet(start.messages, 'fa')).toThrow()
    await loadPageMessages('fa')
    expect(start.asked).toEqual(['fa'])
    expect(messageSet(start.messages, 'fa')['test.hello']).toBe('سلام')

    const later = await withPageMessages(
      Promise.resolve().then(() => catalogueOnDemand({ en: 'Hi', fa: 'درود', ar: 'أهلا' })),
    )
    expect(later.asked).toEqual(['fa'])
    expect(messageSet(later.messages, 'fa')['test.hello']).toBe('درود')
  })

  it('leave the page in its language when a switch’s messages do not arrive', async () => {
    await loadPageMessages('en')
    const failing = messagesOnDemand({
      en: () => Promise.resolve({}),
      fa: () => Promise.reject(new Error('offline')),
      ar: () => Promise.resolve({}),
    })
    await expect(loadPageMessages('fa')).rejects.toThrow('offline')
    const later = await withPageMessages(
      Promise.resolve().then(() => catalogueOnDemand({ en: 'Hi', fa: 'درود', ar: 'أهلا' })),
    )
    expect(later.asked).toEqual(['en'])
    expect(failing.sets.en).toEqual({})
  })

  it('switch the language shown once the new one’s messages are in', async () => {
    const { messages } = catalogueOnDemand({ en: 'Hello', fa: 'سلام', ar: 'مرحبا' })
    await loadPageMessages('en')
    // What the page holds of the new language when it switches.
    const switched = vi.fn<(text: string | undefined) => void>()
    function Greeting() {
      return <p>{useIntl(messages).t('test.hello')}</p>
    }
    function Page() {
      const [locale, setLocale] = useState<Locale>('en')
      const onSwitch = (next: Locale) => {
        switched(messages.sets[next]?.['test.hello'])
        setLocale(next)
      }
      return (
        <LanguageProvider locale={locale} onSwitch={onSwitch}>
          <Greeting />
          <Switch />
        </LanguageProvider>
      )
    }
    function Switch() {
      const { setLocale } = useLanguage()
      return <button onClick={() => setLocale('ar')}>switch</button>
    }
    render(<Page />)
    expect(screen.getByText('Hello')).toBeTruthy()
    act(() => screen.getByText('switch').click())
    await screen.findByText('مرحبا')
    expect(switched).toHaveBeenCalledWith('مرحبا')
  })

  it('hold back a part whose words are not in yet, rather than show their ids', async () => {
    let arrive = () => {}
    const messages = messagesOnDemand({
      en: () => Promise.resolve({ 'test.hello': 'Hello' }),
      fa: () => Promise.resolve({ 'test.hello': 'سلام' }),
      ar: () =>
        new Promise<MessageSet<'test.hello'>>((done) => {
          arrive = () => done({ 'test.hello': 'مرحبا' })
        }),
    })
    function Greeting() {
      return <p>{useIntl(messages).t('test.hello')}</p>
    }
    await act(async () => {
      render(
        <LanguageProvider locale="ar" onSwitch={() => undefined}>
          <Suspense fallback={<p>waiting</p>}>
            <Greeting />
          </Suspense>
        </LanguageProvider>,
      )
    })
    expect(screen.getByText('waiting')).toBeTruthy()
    await act(async () => arrive())
    expect(screen.getByText('مرحبا')).toBeTruthy()
  })
})
