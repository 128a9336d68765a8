// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'

/** A fresh copy of the module: it holds the state of one app start. */
const freshFirstView = async () => {
  vi.resetModules()
  return import('../../src/lib/first-view')
}

/** Resolves after the browser's next two frames and the task that follows them. */
const afterTwoFrames = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 5))),
  )

describe('work that waits for the first view', () => {
  it('runs once the rendered view has been painted, not before', async () => {
    const { afterFirstView, markFirstViewRendered } = await freshFirstView()
    const task = vi.fn()
    afterFirstView(task)
    await afterTwoFrames()
    expect(task).not.toHaveBeenCalled()

    markFirstViewRendered()
    // Not in the task that rendered the view: the browser paints it first.
    expect(task).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1))

    // Another route rendered later runs nothing again.
    markFirstViewRendered()
    await afterTwoFrames()
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('waits for the browser to report the first paint, which can come after the frames', async () => {
    const paintListeners: Array<() => void> = []
    let painted = false
    class PaintObserver {
      static supportedEntryTypes = ['paint']
      constructor(
        private readonly report: (entries: {
          getEntriesByName: (name: string) => unknown[]
        }) => void,
      ) {}
      observe() {
        paintListeners.push(() => this.report({ getEntriesByName: () => [{}] }))
      }
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver)
    const entriesByName = vi
      .spyOn(performance, 'getEntriesByName')
      .mockImplementation(() => (painted ? [{} as PerformanceEntry] : []))
    try {
      const { afterFirstView, markFirstViewRendered } = await freshFirstView()
      const task = vi.fn()
      afterFirstView(task)
      markFirstViewRendered()
      await afterTwoFrames()
      await afterTwoFrames()
      expect(task).not.toHaveBeenCalled()

      painted = true
      for (const report of paintListeners) report()
      await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1))
    } finally {
      entriesByName.mockRestore()
      vi.unstubAllGlobals()
    }
  })

  it('runs work asked for after the first view at once', async () => {
    const { afterFirstView, markFirstViewRendered } = await freshFirstView()
    markFirstViewRendered()
    await afterTwoFrames()
    const task = vi.fn()
    afterFirstView(task)
    expect(task).toHaveBeenCalledTimes(1)
  })
})
