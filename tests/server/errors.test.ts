import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { CallWireResponse } from '../../src/contract/call'
import type { productCategoryCall } from '../../src/contract/catalogue'
import { apiErrorSchema, type ApiErrorBody } from '../../src/contract/errors'
import { demoAccount } from '../../server/seed/accounts'
import { startTestShop } from './harness'

const shop = await startTestShop({ authRateLimit: 1000 })

const register = '/wsd/v1/auth/register'
const validVisitor = {
  fname: 'Omid',
  lname: 'Najafi',
  email: 'omid@example.com',
  phone: '09381234567',
  password: 'error-free-pass',
  curent_password: 'error-free-pass',
}

const tables = ['users', 'auth_tokens', 'password_resets', 'idempotency_keys'] as const

async function rowCounts() {
  const counts = await Promise.all(
    tables.map(async (table) => {
      const row = await shop.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
      return [table, Number(row.n)] as const
    }),
  )
  return Object.fromEntries(counts)
}

/** Sends a request as is (raw body, own headers). */
const raw = (options: InjectOptions) => shop.app.inject({ method: 'POST', ...options })

function expectError(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode).toBe(status)
  expect(res.headers['content-type']).toMatch(/^application\/json/)
  const body = res.json<ApiErrorBody>()
  expect(apiErrorSchema.safeParse(body).success).toBe(true)
  expect(body.error.code).toBe(code)
  return body.error
}

let before: Record<string, number>
beforeEach(async () => {
  before = await rowCounts()
})
afterEach(async () => {
  // Not one of these requests may leave a row behind.
  expect(await rowCounts()).toEqual(before)
})

describe('every refused request gets the one error shape and writes nothing', () => {
  it('bad JSON -> 400', async () => {
    const res = await raw({
      url: register,
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      payload: '{"fname": "Omid",',
    })
    const error = expectError(res, 400, 'bad_request')
    expect(error.message).toBe('The body is not valid JSON.')
  })

  it('a JSON body that is not an object -> 400', async () => {
    const res = await raw({
      url: register,
      headers: { 'content-type': 'application/json' },
      payload: '[1, 2, 3]',
    })
    expectError(res, 400, 'validation_failed')
  })

  it('wrong types -> 400 with a message per field', async () => {
    const res = await shop.rawCall(register, {
      ...validVisitor,
      fname: 42,
      email: true,
      password: ['error-free-pass'],
    })
    const error = expectError(res, 400, 'validation_failed')
    expect(error.fields).toEqual({
      fname: 'First name is required.',
      email: 'Email is required.',
      password: 'Password is required.',
    })
    expect(error.message).toBe('Invalid request: fname First name is required.')
  })

  it('unknown fields -> 400 naming them', async () => {
    const res = await shop.rawCall(register, { ...validVisitor, uid: 7, admin: true })
    const error = expectError(res, 400, 'validation_failed')
    expect(error.fields?._).toContain('uid')
    expect(error.fields?._).toContain('admin')
  })

  it('a NUL character in any text -> 400 (PostgreSQL text cannot hold it)', async () => {
    const res = await shop.rawCall(register, { ...validVisitor, fname: 'Om\u0000id' })
    const error = expectError(res, 400, 'bad_request')
    expect(error.message).toBe('Text in the body must not contain the NUL character (\\u0000).')
    const read = await shop.rawCall('/wsd/v1/product/single', { unique: 'iron\u0000' })
    expectError(read, 400, 'bad_request')
  })

  it('an id beyond the database integer range -> 400, not a database error', async () => {
    for (const [path, body] of [
      ['/wsd/v1/send/get_review', { pid: 2_147_483_648 }],
      ['/wsd/v1/checkout/add_to_cart', { pid: 3_000_000_000, session: 'errors-test-1' }],
      ['/wsd/v1/checkout/cart_delete', { id: '9999999999', session: 'errors-test-1' }],
    ] as const) {
      const error = expectError(await shop.rawCall(path, body), 400, 'validation_failed')
      expect(Object.keys(error.fields ?? {})).toEqual([path.endsWith('delete') ? 'id' : 'pid'])
    }
  })

  it('a body over 64 KiB -> 413', async () => {
    const res = await raw({
      url: register,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...validVisitor, fname: 'x'.repeat(65 * 1024) }),
    })
    const error = expectError(res, 413, 'payload_too_large')
    expect(error.message).toBe('The body is too large.')
  })

  it('a body that is not JSON -> 415', async () => {
    for (const contentType of [
      'text/plain',
      'text/plain; charset=utf-8',
      'application/xml',
      'application/x-www-form-urlencoded',
    ]) {
      const res = await raw({
        url: register,
        headers: { 'content-type': contentType },
        payload: 'fname=Omid&lname=Najafi',
      })
      const error = expectError(res, 415, 'unsupported_media_type')
      expect(error.message).toBe('Send the body as application/json.')
    }
  })

  it('a call that needs a login, without a token -> 401', async () => {
    const res = await shop.rawCall('/wsd/v1/auth/find', {})
    expectError(res, 401, 'unauthorized')
    const bad = await shop.rawCall(
      '/wsd/v1/auth/find',
      {},
      { headers: { authorization: 'Bearer x' } },
    )
    expectError(bad, 401, 'unauthorized')
  })

  it('a wrong password -> 401 with the spec message', async () => {
    const res = await shop.rawCall('/wsd/v1/auth/login', {
      userName: demoAccount.email,
      password: 'not-the-password',
    })
    const error = expectError(res, 401, 'unauthorized')
    expect(error.message).toBe('The email, phone number or password is not correct.')
  })

  it('a lang header the shop does not speak -> 400', async () => {
    const res = await shop.rawCall(register, validVisitor, { headers: { lang: 'DE' } })
    const error = expectError(res, 400, 'bad_request')
    expect(error.message).toBe('The lang header must be EN, FA or AR.')
  })

  it('an unknown /wsd path, or GET on a call -> JSON 404', async () => {
    const res = await shop.rawCall('/wsd/v1/auth/no_such_call', validVisitor)
    const error = expectError(res, 404, 'not_found')
    expect(error.message).toBe('No API call at POST /wsd/v1/auth/no_such_call.')
    const get = await shop.app.inject({ method: 'GET', url: register })
    expectError(get, 404, 'not_found')
  })
})

describe('whole numbers', () => {
  it.each([true, [2], 1.5, '2a', -1])(
    'refuses page %j with 400 and the field named',
    async (page) => {
      const res = await shop.rawCall('/wsd/v1/product/cat', { cat: 'all', page })
      expect(res.statusCode).toBe(400)
      expect(Object.keys(res.json<ApiErrorBody>().error.fields ?? {})).toContain('page')
    },
  )

  it('takes a page sent as digits', async () => {
    const res = await shop.rawCall('/wsd/v1/product/cat', { cat: 'all', page: '2' })
    expect(res.statusCode).toBe(200)
    const answer = res.json<CallWireResponse<typeof productCategoryCall>>()
    expect(answer.products.current_page).toBe(2)
  })
})
