import { describe, expect, it } from 'vitest'
import { productSingleCall } from '../../src/contract/catalogue'
import { startTestShop } from './harness'
import type { ApiErrorBody } from '../../src/contract/errors'

/** A shop behind no proxy, and one behind a proxy at the test's own address. */
const alone = await startTestShop({ trustProxy: false })
const behindProxy = await startTestShop({ trustProxy: '127.0.0.1' })

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

describe('a request’s id', () => {
  it('is new for every request and said in its answer’s header', async () => {
    const first = await alone.rawCall(productSingleCall.path, { unique: 'iron-1' })
    const second = await alone.rawCall(productSingleCall.path, { unique: 'iron-1' })
    expect(first.statusCode).toBe(200)
    const ids = [first.headers['x-request-id'], second.headers['x-request-id']]
    expect(ids[0]).toMatch(uuid)
    expect(ids[1]).toMatch(uuid)
    expect(ids[0]).not.toBe(ids[1])
  })

  it('is in an error’s body, for a shopper to quote', async () => {
    for (const answer of [
      await alone.rawCall(productSingleCall.path, { unique: 'no-such-product' }),
      await alone.rawCall(productSingleCall.path, { unique: 12 }),
      await alone.rawCall('/wsd/v1/no/such/call', {}),
    ]) {
      expect(answer.statusCode).toBeGreaterThanOrEqual(400)
      expect(answer.json<ApiErrorBody>().error.requestId).toBe(answer.headers['x-request-id'])
    }
  })

  it('is a trusted proxy’s when it gives one, and never a client’s', async () => {
    const given = { headers: { 'x-request-id': 'edge-7f3a.42' } }
    const fromClient = await alone.rawCall(productSingleCall.path, { unique: 'iron-1' }, given)
    expect(fromClient.headers['x-request-id']).toMatch(uuid)
    const fromProxy = await behindProxy.rawCall(productSingleCall.path, { unique: 'iron-1' }, given)
    expect(fromProxy.headers['x-request-id']).toBe('edge-7f3a.42')
    // One that could bend a log line or a header, or that is too long, is replaced.
    for (const bent of ['two words', 'a'.repeat(129), 'line\\nbreak']) {
      const answer = await behindProxy.rawCall(
        productSingleCall.path,
        { unique: 'iron-1' },
        { headers: { 'x-request-id': bent } },
      )
      expect(answer.headers['x-request-id'], bent).toMatch(uuid)
    }
  })
})
