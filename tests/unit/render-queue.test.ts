import { describe, expect, it } from 'vitest'
import { RenderQueue } from '../../server/pages/render-queue'

describe('RenderQueue', () => {
  it('gives turns at once up to its limit, lines up a few more and refuses the rest', async () => {
    const queue = new RenderQueue(2, 1)
    const first = queue.takeTurn()
    const second = queue.takeTurn()
    const waiting = queue.takeTurn()
    expect(first).toBeDefined()
    expect(second).toBeDefined()
    expect(waiting).toBeDefined()
    expect(queue.takeTurn()).toBeUndefined()

    let waited = false
    void waiting?.then(() => (waited = true))
    await Promise.resolve()
    expect(waited).toBe(false)
    const endFirst = await first
    endFirst?.()
    // Ending twice passes on one turn only.
    endFirst?.()
    await waiting
    expect(waited).toBe(true)
    // Two running, nobody in line: one may wait again, a second may not.
    expect(queue.takeTurn()).toBeDefined()
    expect(queue.takeTurn()).toBeUndefined()
  })

  it('frees a turn when a render ends with nobody in line', async () => {
    const queue = new RenderQueue(1, 0)
    const end = await queue.takeTurn()
    expect(queue.takeTurn()).toBeUndefined()
    end?.()
    expect(queue.takeTurn()).toBeDefined()
  })
})
