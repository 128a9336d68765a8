import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import { errorCodes } from '../../src/contract/errors'
import type { AttemptsRepository } from '../repositories/attempts-repository'
import { KnownOverLimit, withAttemptLimit } from './attempt-limits'
import { ApiError } from './errors'

/** Header an API client that unlocked the site sends with every call. */
export const lockPassHeader = 'x-site-pass'
/** The browser's pass: an HttpOnly cookie that pages and API calls both carry. */
export const lockPassCookie = 'site_pass'

const dayMs = 86_400_000
const windowMs = 60_000
/** Keys and passes guessed against the lock count under this one limit. */
const guessLimit = 'site-lock'

export interface SiteLockOptions {
  /** The key that unlocks the shop; undefined: the shop is open. */
  key: string | undefined
  secret: string
  passDays: number
  /** Failed keys and passes an address may send per minute. */
  guessesPerMinute: number
  /** Where guesses are counted: the database, shared by every instance. */
  attempts: AttemptsRepository
  log: FastifyBaseLogger
}

/**
 * The shop's lock: trades the key for a pass that expires, checks passes, and limits what an
 * address may guess, keys and passes together.
 */
export class SiteLock {
  private readonly overLimit = new KnownOverLimit()

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

  private tooManyGuesses(request: FastifyRequest, resetsAt: number): ApiError {
    this.overLimit.remember(guessLimit, request.ip, resetsAt)
    return new ApiError(
      429,
      errorCodes.rateLimited,
      'Too many attempts. Wait a minute and try again.',
    ).withRetryAfter(Math.max(1, (resetsAt - Date.now()) / 1000))
  }

  /** Refuses an address that has guessed too often this minute, saying when to try again. */
  private async refuseGuesser(request: FastifyRequest): Promise<void> {
    const { attempts, guessesPerMinute, log } = this.options
    const knownUntil = this.overLimit.resetsAt(guessLimit, request.ip)
    if (knownUntil !== undefined) throw this.tooManyGuesses(request, knownUntil)
    const guesses = await withAttemptLimit(log, () => attempts.current(guessLimit, request.ip))
    if (guesses && guesses.attempts >= guessesPerMinute) {
      throw this.tooManyGuesses(request, guesses.resetsAt)
    }
  }

  /** Counts a refused pass; the pass counted just before is not counted again. */
  private async countRefusedPass(request: FastifyRequest, pass: string): Promise<void> {
    const { attempts, log } = this.options
    await withAttemptLimit(log, () => attempts.count(guessLimit, request.ip, windowMs, pass))
  }

  /**
   * Trades the right key for a new pass. The attempt is counted before the key is compared, so
   * that a burst of guesses sent at once cannot all be compared before any is counted; the right
   * key takes its count back.
   */
  async unlock(request: FastifyRequest, key: string): Promise<string> {
    const { attempts, guessesPerMinute, log } = this.options
    const knownUntil = this.overLimit.resetsAt(guessLimit, request.ip)
    if (knownUntil !== undefined) throw this.tooManyGuesses(request, knownUntil)
    const guesses = await withAttemptLimit(log, () =>
      attempts.count(guessLimit, request.ip, windowMs),
    )
    if (guesses.attempts > guessesPerMinute) throw this.tooManyGuesses(request, guesses.resetsAt)
    if (!this.keyMatches(key)) {
      throw new ApiError(403, errorCodes.forbidden, 'That key is not right.', {
        key: { reason: 'invalid', message: 'That key is not right.' },
      })
    }
    await withAttemptLimit(log, () => attempts.uncount(guessLimit, request.ip))
    return this.issuePass()
  }

  /** Lets a call the lock closes through a locked shop only with a valid pass. */
  async admit(request: FastifyRequest): Promise<void> {
    if (!this.locked) return
    const header = request.headers[lockPassHeader]
    const pass =
      typeof header === 'string' && header !== '' ? header : request.cookies?.[lockPassCookie]
    if (pass !== undefined) {
      await this.refuseGuesser(request)
      const verdict = this.checkPass(pass)
      if (verdict === 'valid') return
      if (verdict === 'forged') await this.countRefusedPass(request, pass)
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
