import { Agent, request } from 'node:http'
import { describe, expect, it } from 'vitest'
import { productSingleCall } from '../../src/contract/catalogue'
import { metricsOf, valueOf } from '../metrics-text'
import { startShopProcess, startTestShop } from './harness'

const shop = await startTestShop()

interface Answer {
  status: number
  retryAfter: string | undefined
  connection: string | undefined
  body: string
}

/** `count` reads sent at once, each on a connection of its own, waiting at most 10 s each. */
function readsAtOnce(origin: string, count: number): Promise<(Answer | Error)[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: count })
  const body = JSON.stringify({ unique: 'iron-1' })
  const read = () =>
    new Promise<Answer | Error>((done) => {
      const sent = request(
        `${origin}${productSingleCall.path}`,
        {
          method: 'POST',
          agent,
          timeout: 10_000,
          headers: { 'content-type': 'application/json', 'content-length': body.length },
        },
        (res) => {
          let text = ''
          res.setEncoding('utf8')
          res.on('data', (chunk: string) => (text += chunk))
          res.on('end', () => {
            const { 'retry-after': retryAfter, connection } = res.headers
            done({ status: res.statusCode ?? 0, retryAfter, connection, body: text })
          })
        },
      )
      sent.on('timeout', () => sent.destroy(new Error('timed out')))
      sent.on('error', done)
      sent.end(body)
    })
  return Promise.all(Array.from({ length: count }, read)).finally(() => agent.destroy())
}

describe('an overloaded server', () => {
  it('answers every API call at once, 200 or 503 with Retry-After, and recovers', async () => {
    // Any delay of the event loop counts as overload, so a burst is sure to be shed.
    const server = startShopProcess(shop, { OVERLOAD_DELAY_MS: '1', READ_CACHE_MS: '0' })
    const origin = await server.origin
    const answers = await readsAtOnce(origin, 400)

    expect(answers.filter((answer) => answer instanceof Error)).toEqual([])
    const shed = (answers as Answer[]).filter((answer) => answer.status === 503)
    expect(shed.length).toBeGreaterThan(0)
    for (const answer of answers as Answer[]) expect([200, 503]).toContain(answer.status)
    const { body, ...answer } = shed[0]!
    expect(answer).toEqual({
      status: 503,
      retryAfter: '2',
      // It comes back on a new connection.
      connection: 'close',
    })
    expect(JSON.parse(body)).toEqual({
      status: false,
      error: {
        code: 'service_unavailable',
        message: 'The shop is busy just now. Try again in a moment.',
        // The request it answers, for a shopper to quote.
        requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    })

    // Each one counts in the shop's metrics, read from its own machine.
    expect(valueOf(await metricsOf(origin), 'shop_shed_requests_total')).toBe(shed.length)

    // Quiet again, the shop serves again.
    await expect
      .poll(async () => (await readsAtOnce(origin, 1)).map((answer) => (answer as Answer).status), {
        timeout: 5_000,
        interval: 300,
      })
      .toEqual([200])
    server.child.kill('SIGTERM')
    await server.exited
  })
})
