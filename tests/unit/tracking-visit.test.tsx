// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useVisitTracking } from '../../src/features/tracking/hooks/use-visit-tracking'
import { addHistoryCall } from '../../src/contract/tracking'
import { visitRecordBody, visitRecordPath } from '../../src/features/tracking/lib/visit-beacon'

function TrackedPage({ url }: { url: string }) {
  useVisitTracking(url)
  return <h1>Page</h1>
}

const sent: Array<{ url: string; body: unknown; type: string }> = []

beforeEach(() => {
  sent.length = 0
  localStorage.clear()
  localStorage.setItem('session', 'session-1234')
  localStorage.setItem('referer', 'https://search.example/?q=iron')
  vi.stubGlobal('navigator', {
    ...navigator,
    sendBeacon: (url: string, blob: Blob) => {
      void blob.text().then((text) => sent.push({ url, body: JSON.parse(text), type: blob.type }))
      return true
    },
  })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const flush = () => new Promise((done) => setTimeout(done, 0))

describe('visit tracking', () => {
  it('sends the visit as a beacon when the page is left', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.UTC(2025, 0, 1, 10, 0, 0))
    const { unmount } = render(<TrackedPage url="/about" />)
    vi.setSystemTime(Date.UTC(2025, 0, 1, 10, 0, 42))
    unmount()
    await flush()
    expect(sent).toEqual([
      {
        url: '/wsd/v1/seo/add_history',
        type: 'application/json',
        body: {
          session: 'session-1234',
          history: JSON.stringify({
            entry: Date.UTC(2025, 0, 1, 10, 0, 0),
            exit: Date.UTC(2025, 0, 1, 10, 0, 42),
            url: '/about',
          }),
          referer: 'https://search.example/?q=iron',
        },
      },
    ])
  })

  it('sends once when the tab closes, and starts a new visit when it is shown again', async () => {
    const { unmount } = render(<TrackedPage url="/product/single/iron-1" />)
    window.dispatchEvent(new Event('pagehide'))
    unmount()
    await flush()
    expect(sent).toHaveLength(1)

    render(<TrackedPage url="/" />)
    const setVisibility = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
      document.dispatchEvent(new Event('visibilitychange'))
    }
    setVisibility('hidden')
    setVisibility('visible')
    cleanup()
    await flush()
    expect(sent.map((s) => JSON.parse((s.body as { history: string }).history).url)).toEqual([
      '/product/single/iron-1',
      '/',
      '/',
    ])
  })
})

describe('the visit record made ahead', () => {
  it('goes to the call the contract names', () => {
    expect(visitRecordPath).toBe(addHistoryCall.path)
  })

  it('reads as the record the shop takes, whatever the page address holds', () => {
    const visit = {
      session: 'session-1234',
      entry: Date.UTC(2025, 0, 1, 10, 0, 0),
      url: '/blog/detail/"quoted"\\path?q=ütf',
      referer: 'https://search.example/?q="iron"',
    }
    const exit = Date.UTC(2025, 0, 1, 10, 0, 42)
    expect(JSON.parse(visitRecordBody(visit)(exit))).toEqual({
      session: visit.session,
      history: JSON.stringify({ entry: visit.entry, exit, url: visit.url }),
      referer: visit.referer,
    })
  })
})
