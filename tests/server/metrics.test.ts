import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { loginCall } from '../../src/contract/accounts'
import { addToCartCall } from '../../src/contract/cart'
import { productSingleCall } from '../../src/contract/catalogue'
import { samplesOf, valueOf } from '../metrics-text'
import { fromNewAddress, startTestShop } from './harness'
import type { ApiErrorBody } from '../../src/contract/errors'

const metricsToken = 'a-token-for-the-scraper'
const metrics = { allow: ['loopback', '10.9.0.0/16'], token: metricsToken }
// Behind a proxy on the machine itself (how `inject` connects), whose word on addresses is taken.
const shop = await startTestShop({ authRateLimit: 1, trustProxy: '127.0.0.1', metrics })

/** The metrics as read from the shop's own machine. */
async function readMetrics() {
  const answer = await shop.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })
  expect(answer.statusCode, answer.body).toBe(200)
  return samplesOf(answer.body)
}

describe('/metrics', () => {
  it('is refused to any other address, in the error shape', async () => {
    const answer = await shop.app.inject({ url: '/metrics', ...fromNewAddress() })
    expect(answer.statusCode).toBe(403)
    expect(answer.json<ApiErrorBody>()).toMatchObject({
      status: false,
      error: { code: 'forbidden' },
    })
    const wrongToken = await shop.app.inject({
      url: '/metrics',
      ...fromNewAddress({ authorization: 'Bearer not-the-token-at-all' }),
    })
    expect(wrongToken.statusCode).toBe(403)
  })

  it('is refused to an address a client could have made up, without the token', async () => {
    // Any proxy believed: any client can say it is the machine itself.
    const believingAll = await startTestShop({ trustProxy: true, metrics })
    const claimed = { 'x-forwarded-for': '127.0.0.1' }
    expect((await believingAll.app.inject({ url: '/metrics', headers: claimed })).statusCode).toBe(
      403,
    )
    // No proxy believed: a request that came through one shows the proxy's address.
    const believingNone = await startTestShop({ trustProxy: false, metrics })
    expect((await believingNone.app.inject({ url: '/metrics', headers: claimed })).statusCode).toBe(
      403,
    )
    expect((await believingNone.app.inject({ url: '/metrics' })).statusCode).toBe(200)
    const withToken = await believingAll.app.inject({
      url: '/metrics',
      headers: { ...claimed, authorization: `Bearer ${metricsToken}` },
    })
    expect(withToken.statusCode).toBe(200)
  })

  it('is read from an address METRICS_ALLOW names, or with the token from anywhere', async () => {
    const allowed = await shop.app.inject({
      url: '/metrics',
      headers: { 'x-forwarded-for': '10.9.4.2' },
    })
    expect(allowed.statusCode).toBe(200)
    expect(allowed.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    const withToken = await shop.app.inject({
      url: '/metrics',
      ...fromNewAddress({ authorization: `Bearer ${metricsToken}` }),
    })
    expect(withToken.statusCode).toBe(200)
  })

  it('counts requests by route, method and status, with their latency', async () => {
    const route = { method: 'POST', route: productSingleCall.path }
    const before = await readMetrics()
    for (let i = 0; i < 3; i += 1) {
      expect((await shop.rawCall(productSingleCall.path, { unique: 'iron-1' })).statusCode).toBe(
        200,
      )
    }
    expect((await shop.rawCall(productSingleCall.path, { unique: 'none-such' })).statusCode).toBe(
      404,
    )
    const after = await readMetrics()
    const grew = (name: string, labels: Record<string, string>) =>
      valueOf(after, name, labels) - valueOf(before, name, labels)
    expect(grew('http_requests_total', { ...route, status: '200' })).toBe(3)
    expect(grew('http_requests_total', { ...route, status: '404' })).toBe(1)
    expect(grew('http_request_duration_seconds_count', { ...route, status: '200' })).toBe(3)
    expect(grew('http_request_duration_seconds_sum', { ...route, status: '200' })).toBeGreaterThan(
      0,
    )
    // Every answer falls in the histogram's last bucket.
    expect(
      grew('http_request_duration_seconds_bucket', { ...route, status: '200', le: '+Inf' }),
    ).toBe(3)
  })

  it('counts answers refused by a limit, and writes answered from their Idempotency-Key', async () => {
    const address = fromNewAddress()
    const login = { login: 'nobody@example.com', password: 'not-a-password' }
    await shop.rawCall(loginCall.path, login, address)
    expect((await shop.rawCall(loginCall.path, login, address)).statusCode).toBe(429)

    const option = await shop.db
      .selectFrom('product_variants')
      .select(['product_id as pid', 'unique_id'])
      .where('depo', '>=', 3)
      .executeTakeFirstOrThrow()
    const add = {
      session: `s-${randomUUID()}`,
      pid: option.pid,
      dynamic: option.unique_id,
      quantity: 1,
    }
    const key = { headers: { 'idempotency-key': randomUUID() } }
    expect((await shop.rawCall(addToCartCall.path, add, key)).statusCode).toBe(200)
    const replayed = await shop.rawCall(addToCartCall.path, add, key)
    expect(replayed.headers['idempotent-replayed']).toBe('true')

    const samples = await readMetrics()
    expect(valueOf(samples, 'shop_rate_limited_requests_total')).toBeGreaterThanOrEqual(1)
    expect(valueOf(samples, 'shop_idempotent_replays_total')).toBe(1)
  })

  it('shows the database pool, the render queue, the event loop and the process', async () => {
    const samples = await readMetrics()
    expect(valueOf(samples, 'shop_db_pool_connections', { state: 'open' })).toBeGreaterThan(0)
    expect(samples.some((sample) => sample.name === 'shop_render_queue_length')).toBe(true)
    expect(valueOf(samples, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0)
    expect(samples.some((sample) => sample.name === 'nodejs_eventloop_lag_p99_seconds')).toBe(true)
    expect(valueOf(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0)
    expect(valueOf(samples, 'process_cpu_seconds_total')).toBeGreaterThan(0)
  })
})
