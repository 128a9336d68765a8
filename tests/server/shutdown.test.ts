import { randomUUID } from 'node:crypto'
import { connect, type AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { registerAccountCall } from '../../src/contract/accounts'
import type { CallWireResponse } from '../../src/contract/call'
import type { ApiErrorBody } from '../../src/contract/errors'
import { buildApp } from '../../server/app'
import { neverOverloaded, startShopProcess, startTestShop } from './harness'
import { productId } from '../e2e/shop-data'
import { createTestUser } from '../test-users'
import {
  lastOutcomes,
  sendAgain,
  sendWritesUntilRefused,
  type WriteOutcome,
} from './writes-under-load'

const shop = await startTestShop()

let visitors = 0
function newVisitor() {
  visitors += 1
  const tag = randomUUID().slice(0, 8)
  return {
    fname: 'Leila',
    lname: 'Moradi',
    email: `leila.${tag}@example.com`,
    phone: `0939${String(visitors).padStart(7, '0')}`,
    password: 'shutdown-pass-1',
    curent_password: 'shutdown-pass-1',
  }
}

/** Registrations sent at once: each waits its turn for password hashing, two at a time. */
function register(origin: string, count: number) {
  return Array.from({ length: count }, () => {
    const visitor = newVisitor()
    const answer = fetch(`${origin}${registerAccountCall.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(visitor),
    }).then(async (res) => ({
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      body: (await res.json()) as CallWireResponse<typeof registerAccountCall> | ApiErrorBody,
    }))
    return { visitor, answer }
  })
}

async function accountExists(email: string) {
  const row = await shop.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst()
  return row !== undefined
}

/** Until the server has taken every request sent (they are all waiting in its queue). */
const aMoment = () => new Promise((done) => setTimeout(done, 700))

describe('SIGTERM', () => {
  it('answers every request taken, then exits 0', async () => {
    const server = startShopProcess(shop, { AUTH_RATE_LIMIT: '1000', ...neverOverloaded })
    const origin = await server.origin
    const sent = register(origin, 6)
    await aMoment()
    server.child.kill('SIGTERM')

    const answers = await Promise.all(sent.map((s) => s.answer))
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200))
    expect(await server.exited).toEqual({ code: 0, signal: null })
    for (const { visitor } of sent) expect(await accountExists(visitor.email)).toBe(true)
    // Closed: no new connection is taken.
    await expect(fetch(`${origin}/wsd/health`)).rejects.toThrow()
  })

  it('answers what cannot start within SHUTDOWN_GRACE_SECONDS with 503 and Retry-After', async () => {
    const server = startShopProcess(shop, {
      AUTH_RATE_LIMIT: '1000',
      ...neverOverloaded,
      SHUTDOWN_GRACE_SECONDS: '1',
    })
    const origin = await server.origin
    const sent = register(origin, 40)
    await aMoment()
    const signalled = Date.now()
    server.child.kill('SIGTERM')

    const answers = await Promise.all(sent.map((s) => s.answer))
    expect(await server.exited).toEqual({ code: 0, signal: null })
    expect(Date.now() - signalled).toBeLessThan(10_000)

    const refused = answers.filter((a) => a.status === 503)
    expect(refused.length).toBeGreaterThan(0)
    for (const answer of answers) expect([200, 503]).toContain(answer.status)
    for (const answer of refused) {
      expect(answer.retryAfter).toBe('5')
      expect(answer.body).toEqual({
        status: false,
        error: {
          code: 'service_unavailable',
          message: 'The shop is restarting. Try again in a few seconds.',
          // The request it answers, for a shopper to quote.
          requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        },
      })
    }
    // A 200 is an account; a 503 wrote nothing.
    for (const [i, { visitor }] of sent.entries()) {
      expect(await accountExists(visitor.email)).toBe(answers[i]?.status === 200)
    }
  })
})

/** Rounds of the restart under load; more are run to measure (`SHUTDOWN_ROUNDS=10`). */
const rounds = Number(process.env.SHUTDOWN_ROUNDS ?? 1)
const graceSeconds = 5

async function questionTexts(tag: string) {
  const rows = await shop.db
    .selectFrom('questions')
    .select('comment')
    .where('comment', 'like', `Load ${tag} %`)
    .execute()
  return rows.map((row) => row.comment)
}

const sameAnswers = (outcomes: WriteOutcome[], answer: WriteOutcome['answer']) =>
  outcomes.filter((outcome) => outcome.answer === answer)

/** One server process, and two (every one drains what it took). */
const processCounts = [1, 2]

describe.each(processCounts)(
  'SIGTERM under 500 kept-alive connections sending writes, WORKERS=%i',
  (workers) => {
    it.each(Array.from({ length: rounds }, (_, i) => i + 1))(
      'round %i: nothing reset, lost or written twice; exits within the grace period',
      async (round) => {
        const pid = await productId(shop.db, 'iron-1')
        const { auth } = await createTestUser(shop.db)
        const env = { SHUTDOWN_GRACE_SECONDS: String(graceSeconds), WORKERS: String(workers) }
        const server = startShopProcess(shop, env)
        const target = { origin: await server.origin, pid, authorization: auth.authorization }
        const tag = `w${String(workers)}-r${String(round)}-${String(Date.now())}`

        const load = sendWritesUntilRefused(target, { connections: 500, tag })
        await load.allConnected
        await new Promise((done) => setTimeout(done, 300))
        const signalled = Date.now()
        server.child.kill('SIGTERM')
        const outcomes = await load.outcomes
        expect(await server.exited).toEqual({ code: 0, signal: null })
        const exitMs = Date.now() - signalled

        const ends = lastOutcomes(outcomes)
        const taken = sameAnswers(ends, 'taken')
        const comeBack = sameAnswers(outcomes, 'come back')
        console.log(
          `WORKERS=${String(workers)}, round ${String(round)}: ${String(ends.length)} writes, ${String(taken.length)} taken, ` +
            `${String(comeBack.length)} answers to come back, exit ${String(exitMs)} ms after SIGTERM`,
        )
        expect(sameAnswers(outcomes, 'reset')).toEqual([])
        expect(sameAnswers(outcomes, 'other')).toEqual([])
        for (const outcome of comeBack)
          expect(outcome).toMatchObject({ retryAfter: expect.stringMatching(/^\d+$/) })
        expect(exitMs).toBeLessThan((graceSeconds + 5) * 1000)

        // The restarted shop takes every write it was asked to send again, and each one once.
        const restarted = startShopProcess(shop, env)
        const again = ends.filter((outcome) => outcome.answer !== 'taken').map((o) => o.write)
        const resent = await sendAgain({ ...target, origin: await restarted.origin }, again)
        expect(resent.every((outcome) => outcome.answer === 'taken')).toBe(true)
        restarted.child.kill('SIGTERM')
        await restarted.exited

        const stored = await questionTexts(tag)
        expect(stored.length).toBe(new Set(stored).size)
        expect(new Set(stored)).toEqual(new Set(ends.map((outcome) => outcome.write.comment)))
      },
      60_000,
    )
  },
)

describe('a request reaching a closing server', () => {
  it('on a connection busy with an earlier request, is asked to come back', async () => {
    const app = await buildApp({ config: { ...shop.config, authRateLimit: 1000 }, db: shop.db })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as AddressInfo
    const socket = connect(port, '127.0.0.1')
    let received = ''
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()))
    const socketClosed = new Promise((done) => socket.once('close', done))
    await new Promise((done) => socket.once('connect', done))

    // A registration takes a while (password hashing): the server closes meanwhile.
    const body = JSON.stringify(newVisitor())
    socket.write(
      `POST ${registerAccountCall.path} HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${String(Buffer.byteLength(body))}\r\n\r\n${body}`,
    )
    await new Promise((done) => setTimeout(done, 50))
    const closed = app.close()
    await new Promise((done) => setTimeout(done, 50))
    socket.write('GET /wsd/health HTTP/1.1\r\nHost: shop\r\n\r\n')
    await closed
    await socketClosed

    const [first, second] = received.split(/(?=HTTP\/1\.1 )/)
    expect(first).toMatch(/^HTTP\/1\.1 200 /)
    expect(second).toMatch(/^HTTP\/1\.1 503 /)
    expect(second).toMatch(/\r\nretry-after: 5\r\n/i)
    expect(second).toMatch(/\r\nconnection: close\r\n/i)
    expect(second).toContain('"code":"service_unavailable"')
  })
})
