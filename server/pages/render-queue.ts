/** Ends a render's turn; calling it again does nothing. */
export type EndTurn = () => void

/**
 * Turns to render a page: `concurrent` at once and `waiting` more in line. A render past those
 * gets no turn at once, and its page is answered another way: many renders started together
 * share the CPU until none finishes in time.
 */
export class RenderQueue {
  private running = 0
  private readonly line: ((end: EndTurn) => void)[] = []

  constructor(
    private readonly concurrent: number,
    private readonly waiting: number,
  ) {}

  /** Renders waiting in line for a turn. */
  get inLine(): number {
    return this.line.length
  }

  /** A turn, when one is free or the line is short enough to wait in; undefined otherwise. */
  takeTurn(): Promise<EndTurn> | undefined {
    if (this.running < this.concurrent) {
      this.running += 1
      return Promise.resolve(this.turnEnder())
    }
    if (this.line.length >= this.waiting) return undefined
    return new Promise((start) => this.line.push(start))
  }

  private turnEnder(): EndTurn {
    let ended = false
    return () => {
      if (ended) return
      ended = true
      const next = this.line.shift()
      // The turn passes straight to the first in line.
      if (next) next(this.turnEnder())
      else this.running -= 1
    }
  }
}
