import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { errorBodyOf } from '../shop-calls'
import { loginCall } from '../../src/contract/accounts'
import type { ApiErrorBody } from '../../src/contract/errors'
import { siteUnlockCall } from '../../src/contract/site-lock'
import { neverOverloaded, startShopProcess, startTestShop } from './harness'

const shop = await startTestShop()
const limit = 3
const wrongLogin = { userName: 'nobody@example.com', password: 'guess-guess' }

/** POSTs a JSON body to a running instance; both instances see the same client address. */
async function post(origin: string, path: string, body: unknown) {
  const res = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  // Every call these tests make is refused: its body is the error shape.
  const refusal = (await res.json()) as ApiErrorBody
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: refusal }
}

/** Two instances of the shop over the test shop's one database, stopped when the test ends. */
function twoInstances(env: NodeJS.ProcessEnv) {
  const instances = [
    startShopProcess(shop, { ...env, ...neverOverloaded }),
    startShopProcess(shop, { ...env, ...neverOverloaded }),
  ]
  return Promise.all(instances.map((instance) => instance.origin))
}

describe.skipIf(shop.config.databaseUrl === undefined)(
  'two instances over one PostgreSQL database (SQLite serves one instance only)',
  { timeout: 120_000 },
  () => {
    it('refuse wrong logins after AUTH_RATE_LIMIT attempts in total, not per instance', async () => {
      const origins = await twoInstances({ AUTH_RATE_LIMIT: String(limit) })
      const statuses: number[] = []
      for (let i = 0; i < limit * 2; i += 1) {
        const answer = await post(origins[i % 2] ?? '', loginCall.path, wrongLogin)
        statuses.push(answer.status)
        if (answer.status === 429) {
          expect(answer.body.error.code).toBe('rate_limited')
          expect(Number(answer.retryAfter)).toBeGreaterThan(0)
        }
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429, 429])
    })

    it('refuse unlock keys after AUTH_RATE_LIMIT wrong ones in total, even the right key', async () => {
      const origins = await twoInstances({ AUTH_RATE_LIMIT: String(limit), SITE_LOCK_KEY: '4821' })
      const statuses: number[] = []
      for (let i = 0; i < limit * 2; i += 1) {
        statuses.push(
          (await post(origins[i % 2] ?? '', siteUnlockCall.path, { key: '1111' })).status,
        )
      }
      expect(statuses).toEqual([403, 403, 403, 429, 429, 429])
      for (const origin of origins) {
        expect((await post(origin, siteUnlockCall.path, { key: '4821' })).status).toBe(429)
      }
    })
  },
)

describe('attempts counted in the database', () => {
  it('a burst of wrong keys sent at once gets no more than AUTH_RATE_LIMIT compared', async () => {
    const locked = await startTestShop({ siteLockKey: '4821', authRateLimit: limit })
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        locked.rawCall(
          siteUnlockCall.path,
          { key: '1111' },
          { headers: { 'x-forwarded-for': '192.0.2.77' } },
        ),
      ),
    )
    const statuses = answers.map((res) => res.statusCode).sort((a, b) => a - b)
    expect(statuses).toEqual([...Array(limit).fill(403), ...Array(12 - limit).fill(429)])
  })

  it('starts a new window when the last has ended, and forgets ended windows', async () => {
    const { attemptsRepository: attempts } = shop.app
    const past = Date.now() - 120_000
    expect(await attempts.count('test-limit', '192.0.2.90', 60_000, undefined, past)).toEqual({
      attempts: 1,
      resetsAt: past + 60_000,
    })
    expect((await attempts.count('test-limit', '192.0.2.90', 60_000, 'same', past)).attempts).toBe(
      2,
    )
    expect((await attempts.count('test-limit', '192.0.2.90', 60_000, 'same', past)).attempts).toBe(
      2,
    )
    await attempts.count('test-limit', '192.0.2.91', 60_000)
    expect(await attempts.current('test-limit', '192.0.2.90')).toBeUndefined()

    await attempts.prune()
    const left = await shop.db
      .selectFrom('attempt_counts')
      .selectAll()
      .where('limit_name', '=', 'test-limit')
      .execute()
    expect(left).toHaveLength(1)
    expect((await attempts.count('test-limit', '192.0.2.90', 60_000)).attempts).toBe(1)
  })

  it('a database that cannot count refuses the call with 503 rather than let it through', async () => {
    const broken = await startTestShop({ siteLockKey: '4821' })
    await sql`drop table attempt_counts`.execute(broken.db)
    const from = { headers: { 'x-forwarded-for': '192.0.2.78' } }
    for (const [path, body] of [
      [siteUnlockCall.path, { key: '4821' }],
      [loginCall.path, wrongLogin],
    ] as const) {
      const res = await broken.rawCall(path, body, from)
      expect(res.statusCode).toBe(503)
      expect(errorBodyOf(res)).toEqual({
        status: false,
        error: {
          code: 'service_unavailable',
          message: 'We cannot check this attempt right now. Try again in a moment.',
        },
      })
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    }
  })
})
