import { describe, expect, it } from 'vitest'
import { errorBodyOf, refusalOf } from '../shop-calls'
import {
  checkTokenCall,
  findUserCall,
  loginCall,
  loginFailedMessage,
  logoutCall,
  registerAccountCall,
} from '../../src/contract/accounts'
import type { ApiErrorBody } from '../../src/contract/errors'
import { demoAccount } from '../../server/seed/accounts'
import {
  isUniqueViolation,
  uniqueViolationColumns,
} from '../../server/repositories/accounts-repository'
import { hashToken, nowIso } from '../../server/security/tokens'
import { fromNewAddress, startTestShop } from './harness'

const shop = await startTestShop()

const register = '/wsd/v1/auth/register'
const login = '/wsd/v1/auth/login'

let visitors = 0
function newVisitor(overrides: Record<string, unknown> = {}) {
  visitors += 1
  return {
    fname: 'Sara',
    lname: 'Ahmadi',
    email: `sara.${String(visitors)}@example.com`,
    phone: `0935${String(visitors).padStart(7, '0')}`,
    password: 'correct-horse-9',
    curent_password: 'correct-horse-9',
    ...overrides,
  }
}

async function userCount() {
  const row = await shop.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

async function tokenCount() {
  const row = await shop.db
    .selectFrom('auth_tokens')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

describe('auth/register', () => {
  it('creates the account, logs it in and stores only a scrypt hash of the password', async () => {
    const visitor = newVisitor({ email: '  Sara.Upper@Example.COM ', phone: '+98 912 555-0101' })
    const before = await userCount()
    const body = await shop.call(registerAccountCall, visitor, fromNewAddress())
    expect(body).toMatchObject({
      status: true,
      msg: 'success',
      user: {
        fname: 'Sara',
        lname: 'Ahmadi',
        email: 'sara.upper@example.com',
        phone: '+989125550101',
      },
    })
    expect(body.authorisation.token).toMatch(/^[\w-]{43}$/)
    expect(await userCount()).toBe(before + 1)

    const row = await shop.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', body.user.id)
      .executeTakeFirstOrThrow()
    expect(row.password_hash).toMatch(/^scrypt\$N=131072,r=8,p=1\$[\w-]+\$[\w-]+$/)
    expect(row.password_hash).not.toContain(visitor.password)

    const stored = await shop.db
      .selectFrom('auth_tokens')
      .selectAll()
      .where('user_id', '=', body.user.id)
      .execute()
    expect(stored).toHaveLength(1)
    expect(stored[0]?.token_hash).toBe(hashToken(body.authorisation.token))
    const days = (Date.parse(stored[0]?.expires_at ?? '') - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(29.9)
    expect(days).toBeLessThanOrEqual(30)

    const found = await shop.call(findUserCall, { token: body.authorisation.token })
    expect(found).toEqual(body.user)
  })

  it('reads Persian digits in a phone number', async () => {
    const res = await shop.call(
      registerAccountCall,
      newVisitor({ phone: '۰۹۳۶۱۲۳۴۵۶۷' }),
      fromNewAddress(),
    )
    expect(res.user.phone).toBe('09361234567')
  })

  it('names every bad field at once and writes nothing', async () => {
    const before = await userCount()
    const res = await shop.rawCall(
      register,
      {
        fname: '   ',
        lname: 'x'.repeat(51),
        email: 'not-an-email',
        phone: '12-34',
        password: 'short',
        curent_password: 'different',
      },
      fromNewAddress(),
    )
    expect(res.statusCode).toBe(400)
    const body = res.json<ApiErrorBody>()
    expect(body.status).toBe(false)
    expect(body.error.code).toBe('validation_failed')
    expect(body.error.fields).toEqual({
      fname: 'First name is required.',
      lname: 'Last name must be at most 50 characters.',
      email: 'Enter a valid email address, e.g. name@example.com.',
      phone: 'Phone number must be 7 to 15 digits, optionally starting with +.',
      password: 'Password must be at least 8 characters.',
      curent_password: 'The two passwords do not match.',
    })
    expect(await userCount()).toBe(before)
  })

  it('says which fields are missing', async () => {
    const res = await shop.rawCall(register, {}, fromNewAddress())
    expect(Object.keys(refusalOf(res, 400).fields ?? {}).sort()).toEqual(
      ['curent_password', 'email', 'fname', 'lname', 'password', 'phone'].sort(),
    )
  })

  it('refuses a password over 128 characters and a confirmation that differs', async () => {
    const long = 'p'.repeat(129)
    const res = await shop.rawCall(
      register,
      newVisitor({ password: long, curent_password: long }),
      fromNewAddress(),
    )
    expect(refusalOf(res, 400).fields).toEqual({
      password: 'Password must be at most 128 characters.',
    })

    const mismatch = await shop.rawCall(
      register,
      newVisitor({ curent_password: 'correct-horse-8' }),
      fromNewAddress(),
    )
    expect(refusalOf(mismatch, 400).fields).toEqual({
      curent_password: 'The two passwords do not match.',
    })
  })

  it('answers 409 naming the email or phone already in use, and writes nothing', async () => {
    const before = await userCount()
    const tokens = await tokenCount()
    const sameEmail = await shop.rawCall(
      register,
      newVisitor({ email: demoAccount.email.toUpperCase() }),
      fromNewAddress(),
    )
    expect(sameEmail.statusCode).toBe(409)
    expect(errorBodyOf(sameEmail)).toEqual({
      status: false,
      error: {
        code: 'conflict',
        message: 'An account with this email already exists. Log in, or reset its password.',
        fields: { email: 'An account with this email already exists.' },
        refusals: { email: { reason: 'taken' } },
      },
    })

    const samePhone = await shop.rawCall(
      register,
      newVisitor({ phone: demoAccount.phone }),
      fromNewAddress(),
    )
    expect(refusalOf(samePhone, 409).fields).toEqual({
      phone: 'An account with this phone number already exists.',
    })

    const both = await shop.rawCall(
      register,
      newVisitor({ email: demoAccount.email, phone: demoAccount.phone }),
      fromNewAddress(),
    )
    expect(both.json<ApiErrorBody>().error.message).toContain('email and phone number')
    expect(await userCount()).toBe(before)
    expect(await tokenCount()).toBe(tokens)
  })
})

describe('a registration that loses a race', () => {
  it('recognises the database refusing a taken email or phone, on either dialect', async () => {
    const attempt = async (contact: { email: string; phone: string }) => {
      const error = await shop.app.accountsRepository
        .insertAccount({
          fname: 'Race',
          lname: 'Loser',
          password_hash: 'x',
          created_at: nowIso(),
          ...contact,
        })
        .then(
          () => undefined,
          (e: unknown) => e,
        )
      expect(isUniqueViolation(error)).toBe(true)
      return uniqueViolationColumns(error)
    }
    expect(await attempt({ email: demoAccount.email, phone: '0930000001' })).toEqual({
      email: true,
      phone: false,
    })
    expect(await attempt({ email: 'race@example.com', phone: demoAccount.phone })).toEqual({
      email: false,
      phone: true,
    })
    expect(isUniqueViolation(new Error('UNIQUE'))).toBe(false)
  })
})

describe('auth/login', () => {
  it('logs the demo visitor in by email and by phone', async () => {
    // The call itself fails on a field its contract does not read (a password's hash).
    const body = await shop.call(
      loginCall,
      { userName: 'Demo@Example.com', password: demoAccount.password },
      fromNewAddress(),
    )
    expect(body).toMatchObject({
      status: true,
      msg: 'success',
      user: { fname: 'Demo', lname: 'Visitor', email: 'demo@example.com', phone: '09120000000' },
    })
    expect(body.user).not.toHaveProperty('password_hash')
    expect(body.user.id).toBeGreaterThan(0)

    const byPhone = await shop.call(
      loginCall,
      { userName: '0912 000 0000', password: demoAccount.password },
      fromNewAddress(),
    )
    expect(byPhone.user.id).toBe(body.user.id)
    expect(byPhone.authorisation.token).not.toBe(body.authorisation.token)
  })

  it('answers a wrong password and an unknown account alike, without saying which was wrong', async () => {
    const tokens = await tokenCount()
    const expected = {
      status: false,
      error: { code: 'unauthorized', message: loginFailedMessage },
    }
    const wrong = await shop.rawCall(
      login,
      { userName: demoAccount.email, password: 'demo-password-2' },
      fromNewAddress(),
    )
    expect(wrong.statusCode).toBe(401)
    expect(errorBodyOf(wrong)).toEqual(expected)
    expect(loginFailedMessage).toBe('The email, phone number or password is not correct.')

    const unknown = await shop.rawCall(
      login,
      { userName: 'nobody@example.com', password: demoAccount.password },
      fromNewAddress(),
    )
    expect(unknown.statusCode).toBe(401)
    expect(errorBodyOf(unknown)).toEqual(expected)
    expect(await tokenCount()).toBe(tokens)
  })

  it('spends about as long on an unknown account as on a wrong password', async () => {
    const time = async (userName: string) => {
      const started = performance.now()
      await shop.rawCall(login, { userName, password: 'wrong-password' }, fromNewAddress())
      return performance.now() - started
    }
    await time('warm-up@example.com')
    const known = await time(demoAccount.email)
    const unknown = await time('stranger@example.com')
    // Both run one scrypt check (about a third of a second); an early exit would take ~1 ms.
    expect(unknown).toBeGreaterThan(known / 4)
  })

  it('logs in with the password chosen at registration', async () => {
    const visitor = newVisitor()
    await shop.rawCall(register, visitor, fromNewAddress())
    const res = await shop.call(
      loginCall,
      { userName: visitor.phone, password: visitor.password },
      fromNewAddress(),
    )
    expect(res.user.email).toBe(visitor.email)
  })

  it('refuses bad login bodies with a 400', async () => {
    const res = await shop.rawCall(login, { userName: '', password: 1 }, fromNewAddress())
    expect(Object.keys(refusalOf(res, 400).fields ?? {}).sort()).toEqual(['password', 'userName'])
  })
})

describe('tokens: check, find, logout', () => {
  async function loggedIn() {
    const res = await shop.call(
      loginCall,
      { userName: demoAccount.email, password: demoAccount.password },
      fromNewAddress(),
    )
    return res.authorisation.token
  }

  it('checks a token from the body or the Authorization header', async () => {
    const token = await loggedIn()
    expect(await shop.call(checkTokenCall, { token })).toEqual({ status: true })
    const byHeader = await shop.call(
      checkTokenCall,
      {},
      { headers: { authorization: `Bearer ${token}` } },
    )
    expect(byHeader).toEqual({ status: true })
    // The scheme name is case-insensitive (RFC 9110).
    const lowerCase = await shop.call(
      checkTokenCall,
      {},
      { headers: { authorization: `bearer ${token}` } },
    )
    expect(lowerCase).toEqual({ status: true })
    expect(await shop.call(checkTokenCall, { token: 'made-up' })).toEqual({ status: false })
    expect(await shop.call(checkTokenCall, {})).toEqual({ status: false })
  })

  it('finds the user behind a token, and answers 401 for a bad one', async () => {
    const token = await loggedIn()
    const found = await shop.call(findUserCall, { token })
    expect(found).toMatchObject({ email: 'demo@example.com', fname: 'Demo' })

    const bad = await shop.rawCall('/wsd/v1/auth/find', { token: 'made-up' })
    expect(bad.statusCode).toBe(401)
    expect(bad.json<ApiErrorBody>()).toMatchObject({
      status: false,
      error: { code: 'unauthorized' },
    })
  })

  it('treats an expired token as no token', async () => {
    const token = await loggedIn()
    await shop.db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashToken(token))
      .execute()
    expect(await shop.call(checkTokenCall, { token })).toEqual({ status: false })
    expect((await shop.rawCall('/wsd/v1/auth/find', { token })).statusCode).toBe(401)
  })

  it('logs out by deleting the token, and only that token', async () => {
    const token = await loggedIn()
    const other = await loggedIn()
    expect(await shop.call(logoutCall, { token })).toMatchObject({ status: true })
    const left = await shop.db
      .selectFrom('auth_tokens')
      .select('token_hash')
      .where('token_hash', 'in', [hashToken(token), hashToken(other)])
      .execute()
    expect(left.map((r) => r.token_hash)).toEqual([hashToken(other)])
    expect(await shop.call(checkTokenCall, { token })).toEqual({ status: false })
    expect(await shop.call(checkTokenCall, { token: other })).toEqual({ status: true })

    const without = await shop.rawCall('/wsd/v1/auth/logout', {})
    expect(without.statusCode).toBe(401)
  })
})

describe('rate limits', () => {
  it('limits login attempts per client address and answers 429 in the error shape', async () => {
    const attacker = fromNewAddress()
    const attempt = (options = attacker) =>
      shop.rawCall(login, { userName: 'nobody@example.com', password: 'guess-guess' }, options)
    expect((await attempt()).statusCode).toBe(401)
    // Every request counts, even one refused for its body.
    for (let i = 1; i < shop.config.authRateLimit; i += 1) {
      expect((await shop.rawCall(login, { userName: '' }, attacker)).statusCode).toBe(400)
    }
    const limited = await attempt()
    expect(limited.statusCode).toBe(429)
    expect(errorBodyOf(limited)).toEqual({
      status: false,
      error: { code: 'rate_limited', message: 'Too many attempts. Wait a minute and try again.' },
    })
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)

    // Even the right password waits: the limit counts attempts, not failures.
    const right = await shop.rawCall(
      login,
      { userName: demoAccount.email, password: demoAccount.password },
      attacker,
    )
    expect(right.statusCode).toBe(429)

    // Another address is not affected.
    expect((await attempt(fromNewAddress())).statusCode).toBe(401)
  })

  it('limits registrations per client address, and a refused one writes nothing', async () => {
    const client = fromNewAddress()
    for (let i = 0; i < shop.config.authRateLimit; i += 1) {
      await shop.rawCall(register, { fname: 'x' }, client)
    }
    const before = await userCount()
    const limited = await shop.rawCall(register, newVisitor(), client)
    expect(refusalOf(limited, 429).code).toBe('rate_limited')
    expect(await userCount()).toBe(before)
  })
})

describe('a shop facing the internet directly (no trusted proxy, read cache on)', async () => {
  const direct = await startTestShop({ trustProxy: false, authRateLimit: 2, readCacheMs: 60_000 })

  it('counts attempts per real address: a forged X-Forwarded-For does not reset the limit', async () => {
    const codes: number[] = []
    for (let i = 1; i <= 3; i += 1) {
      const res = await direct.rawCall(
        login,
        { userName: 'nobody@example.com', password: 'guess-guess' },
        { headers: { 'x-forwarded-for': `203.0.113.${String(i)}` } },
      )
      codes.push(res.statusCode)
    }
    expect(codes).toEqual([401, 401, 429])
  })
})

describe('account calls are never answered from the read cache', async () => {
  const cached = await startTestShop({ readCacheMs: 60_000, authRateLimit: 1000 })
  const credentials = { userName: demoAccount.email, password: demoAccount.password }

  it('a login after a logout gets a new, live token', async () => {
    const { token } = (await cached.call(loginCall, credentials)).authorisation
    expect((await cached.rawCall('/wsd/v1/auth/logout', { token })).statusCode).toBe(200)

    const newToken = (await cached.call(loginCall, credentials)).authorisation.token
    expect(newToken).not.toBe(token)
    const check = await cached.call(checkTokenCall, { token: newToken })
    expect(check).toEqual({ status: true })
  })
})

describe('answers that hold a token or a visitor’s details', () => {
  it('are never stored by a cache: login, register, reset, and their refusals', async () => {
    const answers = [
      await shop.rawCall(
        login,
        { userName: demoAccount.email, password: demoAccount.password },
        fromNewAddress(),
      ),
      await shop.rawCall(
        login,
        { userName: demoAccount.email, password: 'wrong' },
        fromNewAddress(),
      ),
      await shop.rawCall(register, newVisitor(), fromNewAddress()),
      await shop.rawCall('/wsd/v1/auth/reset', { userName: demoAccount.email }, fromNewAddress()),
      await shop.rawCall('/wsd/v1/auth/find', {}, { headers: { authorization: 'Bearer nope' } }),
    ]
    expect(answers.map((res) => res.statusCode)).toEqual([200, 401, 200, 200, 401])
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store')
    // A catalogue read is not one of them.
    const settings = await shop.rawCall('/wsd/v1/settings/select/')
    expect(settings.headers['cache-control']).not.toBe('no-store')
  })
})
