import { describe, expect, it } from 'vitest'
import { startTestShop } from './harness'

const shop = await startTestShop()

describe('server basics', () => {
  it('answers the health route', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/wsd/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: true })
  })

  it('answers an unknown API path with a JSON 404 in the error shape', async () => {
    const res = await shop.call('/wsd/v1/no/such/call')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ status: false, error: { code: 'not_found' } })
  })

  it('sets strict security headers', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/wsd/health' })
    expect(res.headers['content-security-policy']).toContain("script-src 'self'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })
})
