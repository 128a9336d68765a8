import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { errorCodes } from '../../src/contract/errors'
import { ApiError } from './errors'

/** Header an API client that unlocked the site sends with every call. */
export const lockPassHeader = 'x-site-pass'
/** The browser's pass: an HttpOnly cookie that pages and API calls both carry. */
export const lockPassCookie = 'site_pass'

const dayMs = 86_400_000
const windowMs = 60_000

export interface SiteLockOptions {
  /** The key that unlocks the shop; undefined: the shop is open. */
  key: string | undefined
  secret: string
  passDays: number
  /** Failed keys and passes an address may send per minute. */
  guessesPerMinute: number
}

interface Guesses {
  since: number
  count: number
  /** The last refused pass: a page's calls all carry the same stale one, which counts once. */
  lastPass: string | undefined
}

/**
 * The shop's lock: trades the key for a pass that expires, checks passes, and limits what an
 * address may guess, keys and passes together.
 */
export class SiteLock {
  private readonly guesses = new Map<string, Guesses>()

  constructor(private readonly options: SiteLockOptions) {}

  get locked(): boolean {
    return this.options.key !== undefined
  }

  private mac(expires: string, nonce: string): string {
    // Bound to the key: a new key locks out every pass given for the old one.
    return createHmac('sha256', this.options.secret)
      .update(`site-pass\n${this.options.key ?? ''}\n${expires}\n${nonce}`)
      .digest('base64url')
  }

  /** A pass of its own for each visitor: `<expiry, seconds>.<nonce>.<signature>`. */
  issuePass(now = Date.now()): string {
    const expires = String(Math.floor((now + this.options.passDays * dayMs) / 1000))
    const nonce = randomBytes(12).toString('base64url')
    return `${expires}.${nonce}.${this.mac(expires, nonce)}`
  }

  /** 'valid', 'expired' (signed by us, too old), or 'forged' (anything else). */
  checkPass(pass: string, now = Date.now()): 'valid' | 'expired' | 'forged' {
    const [expires, nonce, signature, ...rest] = pass.split('.')
    if (!expires || !nonce || !signature || rest.length || !/^\d{1,12}$/.test(expires)) {
      return 'forged'
    }
    const expected = Buffer.from(this.mac(expires, nonce))
    const given = Buffer.from(signature)
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged'
    return Number(expires) * 1000 > now ? 'valid' : 'expired'
  }

  keyMatches(key: string): boolean {
    const expected = Buffer.from(this.options.key ?? '')
    const given = Buffer.from(key)
    return (
      expected.length > 0 && given.length === expected.length && timingSafeEqual(given, expected)
    )
  }

  /** Refuses an address that has guessed too often this minute, saying when to try again. */
  refuseGuesser(request: FastifyRequest, now = Date.now()): void {
    const guesses = this.guesses.get(request.ip)
    if (!guesses || now - guesses.since >= windowMs) return
    if (guesses.count < this.options.guessesPerMinute) return
    throw new ApiError(
      429,
      errorCodes.rateLimited,
      'Too many attempts. Wait a minute and try again.',
    ).withRetryAfter((guesses.since + windowMs - now) / 1000)
  }

  /** Counts a wrong key, or a refused pass (a pass seen refused just before counts once). */
  countGuess(request: FastifyRequest, pass?: string, now = Date.now()): void {
    let guesses = this.guesses.get(request.ip)
    if (!guesses || now - guesses.since >= windowMs) {
      if (this.guesses.size >= 10_000) this.forgetOldGuesses(now)
      guesses = { since: now, count: 0, lastPass: undefined }
      this.guesses.set(request.ip, guesses)
    }
    if (pass !== undefined && pass === guesses.lastPass) return
    guesses.count += 1
    guesses.lastPass = pass
  }

  private forgetOldGuesses(now: number): void {
    for (const [ip, guesses] of this.guesses) {
      if (now - guesses.since >= windowMs) this.guesses.delete(ip)
    }
  }

  /** Lets a content call through a locked shop only with a valid pass. */
  admit(request: FastifyRequest): void {
    if (!this.locked) return
    const header = request.headers[lockPassHeader]
    const pass =
      typeof header === 'string' && header !== '' ? header : request.cookies?.[lockPassCookie]
    if (pass !== undefined) {
      this.refuseGuesser(request)
      const verdict = this.checkPass(pass)
      if (verdict === 'valid') return
      if (verdict === 'forged') this.countGuess(request, pass)
      if (verdict === 'expired') {
        throw new ApiError(
          423,
          errorCodes.locked,
          'Your unlock pass has expired. Enter the key again.',
        )
      }
    }
    throw new ApiError(423, errorCodes.locked, 'The shop is locked. Unlock it with the key first.')
  }
}
