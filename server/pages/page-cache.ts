import { createHash } from 'node:crypto'
import type { ReadCache } from '../http/read-cache'
import { largestPicturesOf, type HeadLink } from './early-hints'
import {
  gzipAroundNonce,
  gzipWithNonce,
  textsAroundNonce,
  withNonce,
  type GzipAroundNonce,
} from './gzip-around-nonce'

/** A kept page, to be sent with a response's own nonce. */
export interface KeptPage {
  /** A weak ETag of the page without its nonce: the same page rendered again keeps it. */
  etag: string
  /** Rendered less than the read cache's time ago; an older copy is still answered, once renewed. */
  fresh: boolean
  html: (nonce: string) => Buffer
  /** The page compressed once, with this nonce spliced in; undefined for a page kept without. */
  gzip: (nonce: string) => Buffer | undefined
  /** The preloads of its largest picture, read from its head when it was kept. */
  largestPictures: HeadLink[]
}

interface Entry {
  texts: Buffer[]
  gzip: GzipAroundNonce | undefined
  largestPictures: HeadLink[]
  etag: string
  renderedAt: number
  bytes: number
}

/** A copy older than this is never answered: the visitor waits for a render. */
const keptAtMostMs = 24 * 60 * 60 * 1000
/** What the kept pages may hold, in bytes (text and compressed). */
const defaultMaxBytes = 128 * 1024 * 1024

const sizeOf = (buffers: Buffer[]) => buffers.reduce((total, buffer) => total + buffer.length, 0)

/**
 * The server's rendered pages, kept per address and language: a copy is answered at once, and one
 * older than the read cache's time (READ_CACHE_MS) is renewed behind it (stale-while-revalidate).
 * It shares the read cache's generation: a write that empties the read cache, on this instance or
 * another, empties this too.
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>()
  private bytes = 0
  private generation: number
  /** Renders of a page under way (a first render or a renewal), one per page. */
  private readonly underWay = new Map<string, Promise<void>>()

  constructor(
    private readonly reads: ReadCache,
    private readonly freshMs: number,
    private readonly maxBytes = defaultMaxBytes,
  ) {
    this.generation = reads.generation
  }

  get enabled(): boolean {
    return this.reads.enabled
  }

  /** The generation a render takes as it begins, and hands to `keep` with its page. */
  get renderGeneration(): number {
    return this.reads.generation
  }

  get(key: string, now = Date.now()): KeptPage | undefined {
    this.forgetWhatAWriteChanged()
    const entry = this.entries.get(key)
    if (!entry) return undefined
    const age = now - entry.renderedAt
    if (age >= keptAtMostMs) {
      this.remove(key)
      return undefined
    }
    // Maps keep insertion order: set again, it is the last to be pushed out.
    this.entries.delete(key)
    this.entries.set(key, entry)
    const { texts, gzip } = entry
    return {
      etag: entry.etag,
      fresh: age < this.freshMs,
      html: (nonce) => withNonce(texts, nonce),
      gzip: (nonce) => (gzip ? gzipWithNonce(gzip, nonce) : undefined),
      largestPictures: entry.largestPictures,
    }
  }

  /**
   * Keeps a page rendered with `nonce`, compressed once; not when a write emptied the cache since
   * its render began (it may predate the write).
   */
  async keep(key: string, html: string, nonce: string, renderGeneration: number): Promise<void> {
    if (!this.enabled || renderGeneration !== this.reads.generation) return
    const gzip = await gzipAroundNonce(html, nonce)
    this.forgetWhatAWriteChanged()
    if (renderGeneration !== this.generation) return
    const texts = gzip?.texts ?? textsAroundNonce(html, nonce)
    const bytes = sizeOf(texts) + sizeOf(gzip?.pieces ?? [])
    if (bytes > this.maxBytes) return
    const digest = createHash('sha256')
    for (const text of texts) digest.update(text).update('\0')
    this.remove(key)
    this.entries.set(key, {
      texts,
      gzip,
      largestPictures: largestPicturesOf(html),
      etag: `W/"${digest.digest('base64url').slice(0, 27)}"`,
      renderedAt: Date.now(),
      bytes,
    })
    this.bytes += bytes
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break
      this.remove(oldest)
    }
  }

  /**
   * Marks a render of a page under way, for visitors who ask for it meanwhile to wait for its copy
   * (or keep answering the old one) rather than render it again. What it returns ends the mark,
   * kept or not; undefined while another render of the page is under way.
   */
  beginRender(key: string): (() => void) | undefined {
    if (this.underWay.has(key)) return undefined
    let ended!: () => void
    this.underWay.set(key, new Promise<void>((done) => (ended = done)))
    return () => {
      this.underWay.delete(key)
      ended()
    }
  }

  /** The render of this page under way, if any. */
  renderUnderWay(key: string): Promise<void> | undefined {
    return this.underWay.get(key)
  }

  private remove(key: string) {
    const entry = this.entries.get(key)
    if (!entry) return
    this.bytes -= entry.bytes
    this.entries.delete(key)
  }

  private forgetWhatAWriteChanged() {
    if (this.generation === this.reads.generation) return
    this.generation = this.reads.generation
    this.entries.clear()
    this.bytes = 0
  }
}

/** Whether an `If-None-Match` header names this ETag (compared weakly, as a GET is). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  if (ifNoneMatch.trim() === '*') return true
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag))
}
