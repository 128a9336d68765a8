// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { keepSavedCopiesFresh } from '../../src/lib/keep-saved-copies-fresh'
import { savedPagesSyncInterval } from '../../sw/saved-copy-names'
import { refreshSavedCopiesMessage, savedPagesSyncTag } from '../../sw/worker-messages'

/** The page's view of its service worker: the messages it was sent, the periodic syncs asked for. */
function fakeWorker() {
  const messages: unknown[] = []
  const periodic: { tag: string; minInterval: number }[] = []
  const registration = {
    active: { postMessage: (data: unknown) => void messages.push(data) },
    periodicSync: {
      register: (tag: string, { minInterval }: { minInterval: number }) =>
        Promise.resolve(void periodic.push({ tag, minInterval })),
    },
  }
  return { messages, periodic, container: { ready: Promise.resolve(registration) } }
}

function stubBrowser(onLine: boolean, permission: PermissionState) {
  const worker = fakeWorker()
  vi.stubGlobal('navigator', {
    ...navigator,
    onLine,
    serviceWorker: worker.container,
    permissions: { query: () => Promise.resolve({ state: permission }) },
  })
  // Idle at once.
  vi.stubGlobal('requestIdleCallback', (work: () => void) => work())
  return worker
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('keeping the saved copies fresh', () => {
  it('asks the worker, on a start with the network, to refresh the copies a day old', async () => {
    const worker = stubBrowser(true, 'prompt')
    await keepSavedCopiesFresh()
    expect(worker.messages).toEqual([{ type: refreshSavedCopiesMessage }])
  })

  it('asks nothing without the network', async () => {
    const worker = stubBrowser(false, 'prompt')
    await keepSavedCopiesFresh()
    expect(worker.messages).toEqual([])
  })

  it('asks for Periodic Background Sync where the browser grants it (an installed shop)', async () => {
    const granted = stubBrowser(true, 'granted')
    await keepSavedCopiesFresh()
    expect(granted.periodic).toEqual([
      { tag: savedPagesSyncTag, minInterval: savedPagesSyncInterval },
    ])
    vi.unstubAllGlobals()

    const refused = stubBrowser(true, 'denied')
    await keepSavedCopiesFresh()
    expect(refused.periodic).toEqual([])
  })
})
