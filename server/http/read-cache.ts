/**
 * A short-lived cache of serialised read answers, keyed by call, language and request. Every
 * write empties it, on every instance over PostgreSQL (see cache-invalidation.ts).
 */
export class ReadCache {
  private readonly entries = new Map<string, { body: string; expires: number }>()
  private emptied = 0

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5000,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0
  }

  get(key: string): string | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.expires <= Date.now()) {
      this.entries.delete(key)
      return undefined
    }
    return entry.body
  }

  /** How many times it was emptied: taken as a read begins, handed to `set` with its answer. */
  get generation(): number {
    return this.emptied
  }

  /** Keeps an answer, unless the cache was emptied while it was read: it may predate a write. */
  set(key: string, body: string, readInGeneration: number): void {
    if (!this.enabled || readInGeneration !== this.emptied) return
    // Maps keep insertion order: the first key is the oldest.
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next()
      if (!oldest.done) this.entries.delete(oldest.value)
    }
    this.entries.set(key, { body, expires: Date.now() + this.ttlMs })
  }

  clear(): void {
    this.emptied += 1
    this.entries.clear()
  }
}
