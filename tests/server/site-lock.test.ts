import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { errorBodyOf, refusalOf } from '../shop-calls'
import { checkTokenCall } from '../../src/contract/accounts'
import { settingsSelectCall } from '../../src/contract/content'
import type { ApiErrorBody } from '../../src/contract/errors'
import { sitePassHeader, siteUnlockCall } from '../../src/contract/site-lock'
import { demoAccount } from '../../server/seed/accounts'
import { lockPassHeader } from '../../server/http/lock-pass'
import { buildApp } from '../../server/app'
import { fromNewAddress, startTestShop } from './harness'

const locked = await startTestShop({ siteLockKey: '4821' })
const open = await startTestShop()
/** Instances that share SITE_LOCK_SECRET; the last one was given a new key. */
const sharedSecret = 'one-secret-for-every-instance'
const first = await startTestShop({ siteLockKey: '4821', siteLockSecret: sharedSecret })
const second = await startTestShop({ siteLockKey: '4821', siteLockSecret: sharedSecret })
const rekeyed = await startTestShop({ siteLockKey: '9034', siteLockSecret: sharedSecret })

const unlock = '/wsd/v1/site/unlock'
/** Content calls: one from the catalogue of pages, one from the accounts. */
const footer = '/wsd/v1/page/footer'
const check = '/wsd/v1/auth/check'

describe('a locked shop', () => {
  it('refuses content calls with 423 in the error shape', async () => {
    for (const path of [footer, check]) {
      const res = await locked.rawCall(path, {})
      expect(res.statusCode).toBe(423)
      expect(errorBodyOf(res)).toEqual({
        status: false,
        error: {
          code: 'site_locked',
          message: 'The shop is locked. Unlock it with the key first.',
        },
      })
    }
    const login = await locked.rawCall(
      '/wsd/v1/auth/login',
      { userName: demoAccount.email, password: demoAccount.password },
      fromNewAddress(),
    )
    expect(login.statusCode).toBe(423)
  })

  it('still answers the settings call and the health route, and tells the client it is locked', async () => {
    const res = await locked.call(settingsSelectCall, {})
    expect(res.setting.luck).not.toBe(0)
    expect((await open.call(settingsSelectCall, {})).setting.luck).toBe(0)
    const health = await locked.app.inject({ method: 'GET', url: '/wsd/health' })
    expect(health.statusCode).toBe(200)
  })

  it('refuses a wrong key with 403, and gives no pass', async () => {
    for (const key of ['1234', 4822, '48210']) {
      const res = await locked.rawCall(unlock, { key }, fromNewAddress())
      expect(res.statusCode).toBe(403)
      expect(errorBodyOf(res)).toEqual({
        status: false,
        error: {
          code: 'forbidden',
          message: 'That key is not right.',
          fields: { key: 'That key is not right.' },
          refusals: { key: { reason: 'invalid' } },
        },
      })
    }
  })

  it('refuses a key that is not a number with 400', async () => {
    const res = await locked.rawCall(unlock, { key: 'abcd' }, fromNewAddress())
    expect(refusalOf(res, 400).fields).toEqual({ key: 'The key is a number.' })
    const missing = await locked.rawCall(unlock, {}, fromNewAddress())
    expect(refusalOf(missing, 400).fields).toHaveProperty('key')
  })

  it('hands out a pass for the right key that opens the content calls', async () => {
    expect(sitePassHeader).toBe(lockPassHeader)
    const { status, pass } = await locked.call(siteUnlockCall, { key: '4821' }, fromNewAddress())
    expect(status).toBe(true)
    expect(pass).toMatch(/^\d+\.[\w-]+\.[\w-]{40,}$/)
    expect(pass).not.toContain('4821')

    // A number typed into the lock page works as well; every visitor gets a pass of their own.
    const asNumber = await locked.call(siteUnlockCall, { key: 4821 }, fromNewAddress())
    expect(asNumber.pass).not.toBe(pass)
    const withOther = { headers: { [sitePassHeader]: asNumber.pass } }
    expect((await locked.rawCall(check, {}, withOther)).statusCode).toBe(200)

    const unlocked = await locked.call(checkTokenCall, {}, { headers: { [sitePassHeader]: pass } })
    expect(unlocked).toEqual({ status: false })
    const page = await locked.rawCall(footer, {}, { headers: { [sitePassHeader]: pass } })
    expect(page.statusCode).not.toBe(423)

    const forged = await locked.rawCall(check, {}, { headers: { [sitePassHeader]: `${pass}x` } })
    expect(forged.statusCode).toBe(423)
  })

  it('limits unlock attempts per client address', async () => {
    const guesser = fromNewAddress()
    for (let i = 0; i < locked.config.authRateLimit; i += 1) {
      expect((await locked.rawCall(unlock, { key: String(1000 + i) }, guesser)).statusCode).toBe(
        403,
      )
    }
    const limited = await locked.rawCall(unlock, { key: '4821' }, guesser)
    expect(limited.statusCode).toBe(429)
    expect(limited.json<ApiErrorBody>()).toMatchObject({
      status: false,
      error: { code: 'rate_limited' },
    })
    expect(limited.json<ApiErrorBody>()).not.toHaveProperty('pass')
  })
})

describe('passes across instances and keys', () => {
  it('a pass from one instance opens another with the same secret and key, not one with a new key', async () => {
    const { pass } = await first.call(siteUnlockCall, { key: '4821' }, fromNewAddress())
    const withPass = { headers: { [sitePassHeader]: pass } }
    expect((await second.rawCall(check, {}, withPass)).statusCode).toBe(200)
    expect((await rekeyed.rawCall(check, {}, withPass)).statusCode).toBe(423)

    const { pass: newPass } = await rekeyed.call(siteUnlockCall, { key: '9034' }, fromNewAddress())
    expect(newPass).not.toBe(pass)
    const withNewPass = { headers: { [sitePassHeader]: newPass } }
    expect((await rekeyed.rawCall(check, {}, withNewPass)).statusCode).toBe(200)
  })
})

describe('a shop without a lock key', () => {
  it('opens content calls without a pass, and unlock needs no key', async () => {
    expect((await open.rawCall(check, {})).statusCode).toBe(200)
    const res = await open.call(siteUnlockCall, { key: '0000' }, fromNewAddress())
    expect(res).toEqual({ status: true })
  })
})

describe('the pass, without SITE_LOCK_SECRET', () => {
  it('is signed with a random secret kept in the database, which every instance shares', async () => {
    // The lock's own secret (the shop keeps others beside it, such as its push keys).
    const lockSecret = () =>
      locked.db.selectFrom('server_secrets').selectAll().where('name', '=', 'site-lock').execute()
    const stored = await lockSecret()
    expect(stored).toHaveLength(1)
    expect(Buffer.from(stored[0]?.value ?? '', 'base64url').length).toBeGreaterThanOrEqual(32)

    // Another instance over the same database accepts the passes of the first.
    const other = await buildApp({ config: locked.config, db: locked.db })
    try {
      const { pass } = await locked.call(siteUnlockCall, { key: '4821' }, fromNewAddress())
      const res = await other.inject({
        method: 'POST',
        url: check,
        headers: { 'content-type': 'application/json', [sitePassHeader]: pass },
        payload: {},
      })
      expect(res.statusCode).toBe(200)
    } finally {
      await other.close()
    }
    expect(await lockSecret()).toEqual(stored)
  })

  it('cannot be computed from the key: the old key-derived pass is refused', async () => {
    const derived = createHmac('sha256', 'site-lock:4821')
      .update('unlocked:4821')
      .digest('base64url')
    const res = await locked.rawCall(check, {}, fromNewAddress({ [sitePassHeader]: derived }))
    expect(res.statusCode).toBe(423)
  })

  it('expires after SITE_LOCK_PASS_DAYS', async () => {
    const days = locked.config.siteLockPassDays
    const lock = locked.app.siteLock
    const pass = lock.issuePass()
    expect(lock.checkPass(pass)).toBe('valid')
    expect(lock.checkPass(pass, Date.now() + (days - 0.5) * 86_400_000)).toBe('valid')
    expect(lock.checkPass(pass, Date.now() + (days + 0.5) * 86_400_000)).toBe('expired')

    const issuedLongAgo = lock.issuePass(Date.now() - (days + 1) * 86_400_000)
    const res = await locked.rawCall(check, {}, fromNewAddress({ [sitePassHeader]: issuedLongAgo }))
    expect(res.statusCode).toBe(423)
    expect(errorBodyOf(res).error).toEqual({
      code: 'site_locked',
      message: 'Your unlock pass has expired. Enter the key again.',
    })
    // An expiry moved forward breaks the signature.
    const [expires, nonce, signature] = issuedLongAgo.split('.')
    const stretched = `${String(Number(expires) + 30 * 86_400)}.${nonce}.${signature}`
    expect(lock.checkPass(stretched)).toBe('forged')
  })
})

describe('guessing keys and passes', () => {
  it('counts wrong keys and forged passes of one address together', async () => {
    const guesser = fromNewAddress()
    const limit = locked.config.authRateLimit
    for (let i = 0; i < limit - 1; i += 1) {
      const forged = `${String(Math.floor(Date.now() / 1000) + 3600)}.guess${String(i)}.${'A'.repeat(43)}`
      const res = await locked.rawCall(
        check,
        {},
        { headers: { ...guesser.headers, [sitePassHeader]: forged } },
      )
      expect(res.statusCode).toBe(423)
    }
    expect((await locked.rawCall(unlock, { key: '1111' }, guesser)).statusCode).toBe(403)

    // Over the limit: even the right key, or a good pass, waits.
    const rightKey = await locked.rawCall(unlock, { key: '4821' }, guesser)
    expect(rightKey.statusCode).toBe(429)
    expect(Number(rightKey.headers['retry-after'])).toBeGreaterThan(0)
    expect(rightKey.json<ApiErrorBody>()).toMatchObject({
      status: false,
      error: { code: 'rate_limited' },
    })
    expect(rightKey.json<ApiErrorBody>()).not.toHaveProperty('pass')
    const goodPass = locked.app.siteLock.issuePass()
    const withPass = await locked.rawCall(
      check,
      {},
      {
        headers: { ...guesser.headers, [sitePassHeader]: goodPass },
      },
    )
    expect(withPass.statusCode).toBe(429)

    // Another address is not held back.
    const neighbour = fromNewAddress({ [sitePassHeader]: goodPass })
    expect((await locked.rawCall(check, {}, neighbour)).statusCode).toBe(200)
  })

  it('counts a stale pass sent by every call of a page once', async () => {
    const visitor = fromNewAddress({
      [sitePassHeader]: `${String(Date.now())}.stale.${'B'.repeat(43)}`,
    })
    for (let i = 0; i < locked.config.authRateLimit * 2; i += 1) {
      expect((await locked.rawCall(check, {}, visitor)).statusCode).toBe(423)
    }
    const { 'x-forwarded-for': address } = visitor.headers
    const res = await locked.rawCall(
      unlock,
      { key: '4821' },
      { headers: { 'x-forwarded-for': address } },
    )
    expect(res.statusCode).toBe(200)
  })

  it('does not count the unlock call itself, nor a valid pass', async () => {
    const visitor = fromNewAddress()
    for (let i = 0; i < locked.config.authRateLimit + 2; i += 1) {
      const { pass } = await locked.call(siteUnlockCall, { key: '4821' }, visitor)
      const opened = await locked.rawCall(
        check,
        {},
        { headers: { ...visitor.headers, [sitePassHeader]: pass } },
      )
      expect(opened.statusCode).toBe(200)
    }
  })
})
