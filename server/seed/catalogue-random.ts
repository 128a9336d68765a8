/** A small seeded pseudo-random generator (mulberry32), so the demo shop is the same every time. */
export class SeededRandom {
  private state: number

  constructor(seed: number) {
    this.state = seed >>> 0
  }

  /** A number in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** A whole number in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)]
    if (item === undefined) throw new Error('pick from an empty list')
    return item
  }

  /** `count` different items, in a random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items]
    const out: T[] = []
    while (out.length < count && pool.length > 0) {
      out.push(...pool.splice(Math.floor(this.next() * pool.length), 1))
    }
    return out
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  /** An item, the first ones most often: the k-th about 1/k as often as the first (Zipf's law). */
  zipf<T>(items: readonly T[]): T {
    let total = 0
    for (let k = 1; k <= items.length; k++) total += 1 / k
    let left = this.next() * total
    for (const [i, item] of items.entries()) {
      left -= 1 / (i + 1)
      if (left < 0) return item
    }
    return this.pick(items)
  }

  /** `count` different items drawn by `zipf`, in the order drawn. */
  zipfSample<T>(items: readonly T[], count: number): T[] {
    const out: T[] = []
    while (out.length < Math.min(count, items.length)) {
      const item = this.zipf(items)
      if (!out.includes(item)) out.push(item)
    }
    return out
  }
}
