// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest'

/** A fresh copy of the module: its quiet moment is once per page. */
async function freshPageQuiet() {
  vi.resetModules()
  return import('../../src/lib/page-quiet')
}

beforeEach(() => {
  vi.useRealTimers()
})

describe('work kept for the quiet page', () => {
  it('runs once the loaded page has been quiet a moment, one piece after another, in order', async () => {
    const { afterQuiet } = await freshPageQuiet()
    const ran: string[] = []
    const started = performance.now()
    let ranAt = 0
    const first = afterQuiet(async () => {
      ranAt = performance.now()
      ran.push('first begun')
      await new Promise((done) => setTimeout(done, 50))
      ran.push('first ended')
    })
    const second = afterQuiet(() => ran.push('second'))
    await new Promise((done) => setTimeout(done, 300))
    expect(ran).toEqual([])
    await second.done
    await first.done
    expect(ran).toEqual(['first begun', 'first ended', 'second'])
    // The page was quiet from the start here: a second of it.
    expect(ranAt - started).toBeGreaterThanOrEqual(900)
  })

  it('runs a piece at once when it is needed sooner, and only once', async () => {
    const { afterQuiet } = await freshPageQuiet()
    let runs = 0
    const work = afterQuiet(() => {
      runs += 1
    })
    await work.now()
    expect(runs).toBe(1)
    await work.done
    await new Promise((done) => setTimeout(done, 1500))
    expect(runs).toBe(1)
  })

  it('leaves the pieces after one that failed to run', async () => {
    const { afterQuiet } = await freshPageQuiet()
    afterQuiet(() => {
      throw new Error('not loaded')
    })
    let ran = false
    await afterQuiet(() => {
      ran = true
    }).done
    expect(ran).toBe(true)
  })

  it('lets the pieces after one that never ends run a few seconds on', async () => {
    const { afterQuiet } = await freshPageQuiet()
    afterQuiet(() => new Promise(() => {}))
    let ran = false
    await afterQuiet(() => {
      ran = true
    }).done
    expect(ran).toBe(true)
  }, 10_000)

  it('runs at once on a page that is hidden before it is quiet', async () => {
    const { pageQuiet } = await freshPageQuiet()
    const started = performance.now()
    const quiet = pageQuiet()
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
    await quiet
    expect(performance.now() - started).toBeLessThan(900)
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
  })
})
