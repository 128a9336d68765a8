import { describe, expect, it } from 'vitest'
import { sitePassHeader } from '../../src/contract/site-lock'
import { demoAccount } from '../../server/seed/accounts'
import { lockPassHeader } from '../../server/http/site-lock'
import { startTestShop } from './harness'

const locked = await startTestShop({ siteLockKey: '4821' })
const open = await startTestShop()
/** Instances that share SITE_LOCK_SECRET; the last one was given a new key. */
const sharedSecret = 'one-secret-for-every-instance'
const first = await startTestShop({ siteLockKey: '4821', siteLockSecret: sharedSecret })
const second = await startTestShop({ siteLockKey: '4821', siteLockSecret: sharedSecret })
const rekeyed = await startTestShop({ siteLockKey: '9034', siteLockSecret: sharedSecret })

const unlock = '/wsd/v1/site/unlock'
const settings = '/wsd/v1/settings/select/'
/** Content calls: one from the catalogue of pages, one from the accounts. */
const footer = '/wsd/v1/page/footer'
const check = '/wsd/v1/auth/check'

let addresses = 0
const fromNewAddress = (headers: Record<string, string> = {}) => {
  addresses += 1
  return { headers: { 'x-forwarded-for': `192.0.2.${String(addresses)}`, ...headers } }
}

describe('a locked shop', () => {
  it('refuses content calls with 423 in the error shape', async () => {
    for (const path of [footer, check]) {
      const res = await locked.call(path, {})
      expect(res.statusCode).toBe(423)
      expect(res.json()).toEqual({
        status: false,
        error: {
          code: 'site_locked',
          message: 'The shop is locked. Unlock it with the key first.',
        },
      })
    }
    const login = await locked.call(
      '/wsd/v1/auth/login',
      { userName: demoAccount.email, password: demoAccount.password },
      fromNewAddress(),
    )
    expect(login.statusCode).toBe(423)
  })

  it('still answers the settings call and the health route, and tells the client it is locked', async () => {
    const res = await locked.call(settings, {})
    expect(res.statusCode).toBe(200)
    expect(res.json().setting.luck).not.toBe(0)
    expect((await open.call(settings, {})).json().setting.luck).toBe(0)
    const health = await locked.app.inject({ method: 'GET', url: '/wsd/health' })
    expect(health.statusCode).toBe(200)
  })

  it('refuses a wrong key with 403, and gives no pass', async () => {
    for (const key of ['1234', 4822, '48210']) {
      const res = await locked.call(unlock, { key }, fromNewAddress())
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual({
        status: false,
        error: {
          code: 'forbidden',
          message: 'That key is not right.',
          fields: { key: 'That key is not right.' },
        },
      })
    }
  })

  it('refuses a key that is not a number with 400', async () => {
    const res = await locked.call(unlock, { key: 'abcd' }, fromNewAddress())
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toEqual({ key: 'The key is a number.' })
    const missing = await locked.call(unlock, {}, fromNewAddress())
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error.fields).toHaveProperty('key')
  })

  it('hands out a pass for the right key that opens the content calls', async () => {
    expect(sitePassHeader).toBe(lockPassHeader)
    const res = await locked.call(unlock, { key: '4821' }, fromNewAddress())
    expect(res.statusCode).toBe(200)
    const { status, pass } = res.json()
    expect(status).toBe(true)
    expect(pass).toMatch(/^[\w-]{20,}$/)
    expect(pass).not.toContain('4821')

    // A number typed into the lock page works as well.
    const asNumber = await locked.call(unlock, { key: 4821 }, fromNewAddress())
    expect(asNumber.json().pass).toBe(pass)

    const unlocked = await locked.call(check, {}, { headers: { [sitePassHeader]: pass } })
    expect(unlocked.statusCode).toBe(200)
    expect(unlocked.json()).toEqual({ status: false })
    const page = await locked.call(footer, {}, { headers: { [sitePassHeader]: pass } })
    expect(page.statusCode).not.toBe(423)

    const forged = await locked.call(check, {}, { headers: { [sitePassHeader]: `${pass}x` } })
    expect(forged.statusCode).toBe(423)
  })

  it('limits unlock attempts per client address', async () => {
    const guesser = fromNewAddress()
    for (let i = 0; i < locked.config.authRateLimit; i += 1) {
      expect((await locked.call(unlock, { key: String(1000 + i) }, guesser)).statusCode).toBe(403)
    }
    const limited = await locked.call(unlock, { key: '4821' }, guesser)
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toMatchObject({ status: false, error: { code: 'rate_limited' } })
    expect(limited.json()).not.toHaveProperty('pass')
  })
})

describe('passes across instances and keys', () => {
  it('a pass from one instance opens another with the same secret and key, not one with a new key', async () => {
    const { pass } = (await first.call(unlock, { key: '4821' }, fromNewAddress())).json()
    const withPass = { headers: { [sitePassHeader]: pass } }
    expect((await second.call(check, {}, withPass)).statusCode).toBe(200)
    expect((await rekeyed.call(check, {}, withPass)).statusCode).toBe(423)

    const { pass: newPass } = (await rekeyed.call(unlock, { key: '9034' }, fromNewAddress())).json()
    expect(newPass).not.toBe(pass)
    const withNewPass = { headers: { [sitePassHeader]: newPass } }
    expect((await rekeyed.call(check, {}, withNewPass)).statusCode).toBe(200)
  })
})

describe('a shop without a lock key', () => {
  it('opens content calls without a pass, and unlock needs no key', async () => {
    expect((await open.call(check, {})).statusCode).toBe(200)
    const res = await open.call(unlock, { key: '0000' }, fromNewAddress())
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: true })
  })
})
