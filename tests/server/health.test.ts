import { describe, expect, it } from 'vitest'
import { startTestShop } from './harness'
import type { ApiErrorBody } from '../../src/contract/errors'

const shop = await startTestShop()

describe('server basics', () => {
  it('answers the health route', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/wsd/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: true })
  })

  it('answers an unknown API path with a JSON 404 in the error shape', async () => {
    const res = await shop.rawCall('/wsd/v1/no/such/call')
    expect(res.statusCode).toBe(404)
    expect(res.json<ApiErrorBody>()).toMatchObject({ status: false, error: { code: 'not_found' } })
  })

  it('sets strict security headers', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/wsd/health' })
    expect(res.headers['content-security-policy']).toContain("script-src 'self'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })

  it('denies the browser features the shop does not use on every answer', async () => {
    const answers = [
      await shop.app.inject({ method: 'GET', url: '/wsd/health' }),
      await shop.rawCall('/wsd/v1/settings/select/'),
      await shop.rawCall('/wsd/v1/no/such/call'),
      await shop.rawCall('/wsd/v1/auth/login', { userName: 'x' }),
    ]
    for (const res of answers) {
      const policy = String(res.headers['permissions-policy'])
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(policy).toContain(`${feature}=()`)
      }
    }
  })

  it('sends HSTS only on answers that went out over HTTPS', async () => {
    const plain = await shop.app.inject({ method: 'GET', url: '/wsd/health' })
    expect(plain.headers['strict-transport-security']).toBeUndefined()
    // The test shop trusts its proxy, which reports the visitor's protocol.
    const secure = await shop.app.inject({
      method: 'GET',
      url: '/wsd/health',
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(secure.headers['strict-transport-security']).toMatch(/^max-age=31536000/)
  })

  it('believes a forwarded protocol only from a trusted proxy', async () => {
    const direct = await startTestShop({ trustProxy: false })
    const res = await direct.app.inject({
      method: 'GET',
      url: '/wsd/health',
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(res.headers['strict-transport-security']).toBeUndefined()
  })
})
