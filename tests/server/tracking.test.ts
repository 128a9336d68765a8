import { describe, expect, it } from 'vitest'
import type { CallWireResponse } from '../../src/contract/call'
import type { ApiErrorBody } from '../../src/contract/errors'
import { addHistoryCall } from '../../src/contract/tracking'
import { startTestShop } from './harness'

const shop = await startTestShop()

const session = 'c0ffee00-1234-4abc-9def-001122334455'

async function rowsOf(id: string) {
  return shop.db
    .selectFrom('session_history')
    .selectAll()
    .where('session', '=', id)
    .orderBy('id')
    .execute()
}

async function rowCount() {
  const row = await shop.db
    .selectFrom('session_history')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

const track = (body: unknown, headers: Record<string, string> = {}) =>
  shop.rawCall(addHistoryCall.path, body, { headers })

describe('seo/add_history', () => {
  it('records a visit sent as JSON text with times in ms', async () => {
    const exit = Date.now() - 1000
    const entry = exit - 42_000
    const res = await track({
      session,
      history: JSON.stringify({ entry, exit, url: '/product/single/iron-1' }),
      referer: 'https://www.example.com/search?q=iron',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json<CallWireResponse<typeof addHistoryCall>>()).toEqual({ status: true })
    const rows = await rowsOf(session)
    expect(rows).toHaveLength(1)
    expect(JSON.parse(rows[0]?.history ?? '')).toEqual({
      entry: new Date(entry).toISOString(),
      exit: new Date(exit).toISOString(),
      url: '/product/single/iron-1',
    })
    expect(rows[0]?.referer).toBe('https://www.example.com/search?q=iron')
  })

  it('accepts ISO times and an object, and defaults the referer to /', async () => {
    const id = 'visitor_iso_times'
    const res = await track({
      session: id,
      history: { entry: '2025-03-01T10:00:00.000Z', exit: '2025-03-01T10:05:00+00:00', url: '/' },
    })
    expect(res.statusCode).toBe(200)
    const [row] = await rowsOf(id)
    expect(row?.referer).toBe('/')
    expect(JSON.parse(row?.history ?? '')).toMatchObject({ exit: '2025-03-01T10:05:00.000Z' })
    await track({ session: id, history: { entry: 1, exit: 1, url: '/' }, referer: '' })
    expect(await rowsOf(id)).toHaveLength(1)
  })

  it('records a retried visit once under the same Idempotency-Key', async () => {
    const id = 'visitor_retry_once'
    const body = {
      session: id,
      history: { entry: Date.now() - 5000, exit: Date.now(), url: '/blog' },
    }
    const key = '3f1c6a52-8f7e-4b53-9d0e-2f4a1b6c7d8e'
    const first = await track(body, { 'idempotency-key': key })
    const again = await track(body, { 'idempotency-key': key })
    expect(first.statusCode).toBe(200)
    expect(again.statusCode).toBe(200)
    expect(await rowsOf(id)).toHaveLength(1)
  })

  it('rejects a bad record and writes nothing', async () => {
    const now = Date.now()
    const good = { entry: now - 1000, exit: now, url: '/about' }
    const bad: [string, unknown][] = [
      ['short session', { session: 'abc', history: good }],
      ['session with spaces', { session: 'has spaces in it', history: good }],
      ['long session', { session: 'x'.repeat(65), history: good }],
      ['numeric session', { session: 12345678, history: good }],
      ['exit before entry', { session, history: { ...good, exit: now - 5000 } }],
      ['url not a path', { session, history: { ...good, url: 'https://evil.example/' } }],
      ['protocol-relative url', { session, history: { ...good, url: '//evil.example/' } }],
      ['time as text', { session, history: { ...good, entry: 'yesterday' } }],
      ['time in the future', { session, history: { ...good, exit: now + 7 * 86_400_000 } }],
      ['time before 2000', { session, history: { ...good, entry: 5 } }],
      ['history not JSON', { session, history: '{entry:' }],
      ['history missing url', { session, history: { entry: now - 1, exit: now } }],
      ['history extra field', { session, history: { ...good, scroll: 10 } }],
      ['missing history', { session }],
      ['bad referer', { session, history: good, referer: 'javascript:alert(1)' }],
      ['unknown field', { session, history: good, uid: 4 }],
    ]
    const before = await rowCount()
    for (const [label, body] of bad) {
      const res = await track(body)
      expect(res.statusCode, label).toBe(400)
      expect(res.json<ApiErrorBody>(), label).toMatchObject({
        status: false,
        error: { code: 'validation_failed', fields: expect.any(Object) },
      })
    }
    expect(await rowCount()).toBe(before)
  })
})
