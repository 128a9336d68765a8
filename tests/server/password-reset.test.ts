import { readdir, readFile } from 'node:fs/promises'
import { createServer, type AddressInfo } from 'node:net'
import { join } from 'node:path'
import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, it } from 'vitest'
import {
  checkTokenCall,
  requestPasswordResetCall,
  resetPasswordCall,
} from '../../src/contract/accounts'
import type { ApiErrorBody } from '../../src/contract/errors'
import { resetLimits } from '../../server/repositories/accounts-repository'
import type { OutboxMessage } from '../../server/mail/mail-transports'
import { demoAccount } from '../../server/seed/accounts'
import { hashToken } from '../../server/security/tokens'
import { registerAccount, errorBodyOf, refusalOf } from '../shop-calls'
import { fromNewAddress, startTestShop } from './harness'

const shop = await startTestShop({ publicUrl: 'https://shop.example.test/' })

const reset = '/wsd/v1/auth/reset'
const resetPassword = '/wsd/v1/auth/reset_password'
const login = '/wsd/v1/auth/login'
const neutralAnswer = {
  status: true,
  msg: 'If an account matches, we have sent it a link to choose a new password.',
}

/** Every message in the outbox folder, oldest first, once background sends are done. */
async function outbox(): Promise<OutboxMessage[]> {
  await shop.app.mailer.settled()
  const files = await readdir(shop.config.outboxDir).catch(() => [] as string[])
  const messages = await Promise.all(
    files
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map(async (f) => JSON.parse(await readFile(join(shop.config.outboxDir, f), 'utf8'))),
  )
  return messages as OutboxMessage[]
}

const mailTo = async (to: string) => (await outbox()).filter((m) => m.to === to)

function tokenIn(message: OutboxMessage | undefined): string {
  const match = /\/account\/login\?reset=([\w-]+)/.exec(message?.text ?? '')
  if (!match?.[1]) throw new Error(`no reset link in ${JSON.stringify(message)}`)
  return match[1]
}

/** A fresh account with a live login token, registered from an address of its own. */
const newAccount = () => registerAccount(shop.rawCall, {}, fromNewAddress())

async function requestReset(userName: string, headers: Record<string, string> = {}) {
  const res = await shop.call(requestPasswordResetCall, { userName }, fromNewAddress(headers))
  expect(res).toEqual(neutralAnswer)
}

async function resetCount() {
  const row = await shop.db
    .selectFrom('password_resets')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

const passwordHashOf = async (id: number) =>
  (
    await shop.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).password_hash

describe('auth/reset', () => {
  it('mails a single-use link to a known account and stores only its hash', async () => {
    await requestReset(demoAccount.email)
    const mails = await mailTo(demoAccount.email)
    expect(mails).toHaveLength(1)
    const mail = mails[0]
    expect(mail?.subject).toBe('Reset your password')
    expect(mail?.from).toBe(shop.config.mailFrom)
    const token = tokenIn(mail)
    expect(token).toMatch(/^[\w-]{43}$/)
    expect(mail?.text).toContain(`https://shop.example.test/account/login?reset=${token}`)
    expect(mail?.text).toContain(`Or enter this code on the login page: ${token}`)

    const rows = await shop.db
      .selectFrom('password_resets')
      .innerJoin('users', 'users.id', 'password_resets.user_id')
      .select(['token_hash', 'expires_at', 'used_at', 'users.email'])
      .execute()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      token_hash: hashToken(token),
      used_at: null,
      email: demoAccount.email,
    })
    const minutes = (Date.parse(rows[0]?.expires_at ?? '') - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(29)
    expect(minutes).toBeLessThanOrEqual(30)
  })

  it('answers an unknown account exactly the same, and sends and stores nothing', async () => {
    const mails = (await outbox()).length
    const resets = await resetCount()
    const known = await shop.rawCall(reset, { userName: demoAccount.phone }, fromNewAddress())
    const unknown = await shop.rawCall(reset, { userName: 'ghost@example.com' }, fromNewAddress())
    const unknownPhone = await shop.rawCall(reset, { userName: '09999999999' }, fromNewAddress())
    expect(unknown.statusCode).toBe(known.statusCode)
    expect(unknown.body).toBe(known.body)
    expect(unknownPhone.body).toBe(known.body)
    // Only the known account got a message and a stored token.
    expect((await outbox()).length).toBe(mails + 1)
    expect(await resetCount()).toBe(resets + 1)
  })

  it('finds the account by phone number and mails its email address', async () => {
    const account = await newAccount()
    await requestReset(account.phone.replace(/^0/, '0 '))
    const mails = await mailTo(account.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.text).toContain('Hello Reza,')
  })

  it('writes the message in the language of the request', async () => {
    const account = await newAccount()
    await requestReset(account.email, { lang: 'FA' })
    const [mail] = await mailTo(account.email)
    expect(mail?.subject).toBe('بازیابی رمز عبور')
    expect(mail?.text).toContain('سلام Reza،')
    tokenIn(mail)
  })

  it('limits the mail a requester can send to one account, saying when to ask again', async () => {
    const account = await newAccount()
    const stranger = fromNewAddress()
    for (let i = 0; i < resetLimits.perRequester; i += 1) {
      const res = await shop.call(requestPasswordResetCall, { userName: account.email }, stranger)
      expect(res).toEqual(neutralAnswer)
    }
    const refused = await shop.rawCall(reset, { userName: account.phone }, stranger)
    expect(refused.statusCode).toBe(429)
    const retryAfter = Number(refused.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(resetLimits.windowMinutes * 60 - 30)
    expect(retryAfter).toBeLessThanOrEqual(resetLimits.windowMinutes * 60)
    expect(errorBodyOf(refused).error).toEqual({
      code: 'rate_limited',
      message: `Reset links for this account were asked for several times just now. Check your inbox and spam folder, or ask again in ${String(resetLimits.windowMinutes)} minutes.`,
    })
    expect(await mailTo(account.email)).toHaveLength(resetLimits.perRequester)
  })

  it("does not let strangers' requests hold back the owner's mail", async () => {
    const account = await newAccount()
    const stranger = fromNewAddress()
    for (let i = 0; i < resetLimits.perRequester + 2; i += 1) {
      await shop.rawCall(reset, { userName: account.email }, stranger)
    }
    const before = (await mailTo(account.email)).length
    // The owner, from their own phone.
    await requestReset(account.phone)
    const mails = await mailTo(account.email)
    expect(mails).toHaveLength(before + 1)
    tokenIn(mails.at(-1))
  })

  it('caps the mail an account gets from everyone, and tells the next asker when to retry', async () => {
    const account = await newAccount()
    for (let i = 0; i < resetLimits.perAccount; i += 1) await requestReset(account.email)
    const res = await shop.rawCall(reset, { userName: account.email }, fromNewAddress())
    expect(res.statusCode).toBe(429)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    expect(await mailTo(account.email)).toHaveLength(resetLimits.perAccount)
  })

  it('answers a name with no account exactly as it answers an account', async () => {
    const stranger = fromNewAddress()
    const answers: LightMyRequestResponse[] = []
    for (let i = 0; i <= resetLimits.perRequester; i += 1) {
      answers.push(await shop.rawCall(reset, { userName: 'nobody.here@example.com' }, stranger))
    }
    expect(answers.map((res) => res.statusCode)).toEqual([
      ...Array<number>(resetLimits.perRequester).fill(200),
      429,
    ])
    expect(answers.at(-1)?.json<ApiErrorBody>().error.message).toMatch(
      /^Reset links for this account were asked/,
    )
  })

  it('forgets requests that have left the window', async () => {
    const account = await newAccount()
    const stranger = fromNewAddress()
    for (let i = 0; i < resetLimits.perRequester; i += 1) {
      await shop.rawCall(reset, { userName: account.email }, stranger)
    }
    await shop.db
      .updateTable('password_reset_requests')
      .set({
        created_at: new Date(Date.now() - resetLimits.windowMinutes * 60_000 - 1000).toISOString(),
      })
      .execute()
    await shop.app.accountsRepository.pruneResetRequests()
    expect(await shop.db.selectFrom('password_reset_requests').selectAll().execute()).toEqual([])
    const res = await shop.rawCall(reset, { userName: account.email }, stranger)
    expect(res.statusCode).toBe(200)
  })

  it('refuses a bad body with a 400 and stores nothing', async () => {
    const resets = await resetCount()
    const res = await shop.rawCall(reset, { userName: '' }, fromNewAddress())
    expect(refusalOf(res, 400).fields).toEqual({ userName: 'Enter your email or phone number.' })
    expect(await resetCount()).toBe(resets)
  })

  it('is rate limited per client address', async () => {
    const client = fromNewAddress()
    // Each for another name: the per-account limit is not what this counts.
    for (let i = 0; i < shop.config.authRateLimit; i += 1) {
      const res = await shop.rawCall(reset, { userName: `ghost${String(i)}@example.com` }, client)
      expect(res.statusCode).toBe(200)
    }
    const limited = await shop.rawCall(reset, { userName: 'ghost@example.com' }, client)
    expect(refusalOf(limited, 429).code).toBe('rate_limited')
  })
})

describe('auth/reset_password', () => {
  it('sets the new password, uses the token up and logs out every device', async () => {
    const account = await newAccount()
    await requestReset(account.email)
    const token = tokenIn((await mailTo(account.email))[0])

    const res = await shop.call(
      resetPasswordCall,
      { token, password: 'second-password-2', curent_password: 'second-password-2' },
      fromNewAddress(),
    )
    expect(res).toEqual({
      status: true,
      msg: 'Your password was changed. Log in with the new password.',
    })

    const check = await shop.call(checkTokenCall, { token: account.token })
    expect(check).toEqual({ status: false })
    const old = await shop.rawCall(
      login,
      { userName: account.email, password: account.password },
      fromNewAddress(),
    )
    expect(old.statusCode).toBe(401)
    const fresh = await shop.rawCall(
      login,
      { userName: account.email, password: 'second-password-2' },
      fromNewAddress(),
    )
    expect(fresh.statusCode).toBe(200)

    const row = await shop.db
      .selectFrom('password_resets')
      .select('used_at')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow()
    expect(row.used_at).not.toBeNull()

    const hashBefore = await passwordHashOf(account.id)
    const again = await shop.rawCall(
      resetPassword,
      { token, password: 'third-password-3', curent_password: 'third-password-3' },
      fromNewAddress(),
    )
    expect(again.statusCode).toBe(410)
    expect(again.json<ApiErrorBody>()).toMatchObject({
      status: false,
      error: { code: 'reset_token_used' },
    })
    expect(await passwordHashOf(account.id)).toBe(hashBefore)
  })

  it('refuses an expired link and changes nothing', async () => {
    const account = await newAccount()
    await requestReset(account.email)
    const token = tokenIn((await mailTo(account.email))[0])
    await shop.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashToken(token))
      .execute()
    const hashBefore = await passwordHashOf(account.id)

    const res = await shop.rawCall(
      resetPassword,
      { token, password: 'second-password-2', curent_password: 'second-password-2' },
      fromNewAddress(),
    )
    expect(res.statusCode).toBe(410)
    expect(errorBodyOf(res)).toEqual({
      status: false,
      error: {
        code: 'reset_token_expired',
        message: 'This reset link has expired. Ask for a new one.',
      },
    })
    expect(await passwordHashOf(account.id)).toBe(hashBefore)
    expect(await shop.call(checkTokenCall, { token: account.token })).toEqual({ status: true })
  })

  it('refuses an unknown token with a 400 naming the field', async () => {
    const res = await shop.rawCall(
      resetPassword,
      {
        token: 'no-such-token',
        password: 'second-password-2',
        curent_password: 'second-password-2',
      },
      fromNewAddress(),
    )
    expect(refusalOf(res, 400)).toMatchObject({
      code: 'reset_token_invalid',
      fields: { token: 'This reset link is not valid. Ask for a new one.' },
    })
  })

  it('checks the new password before using the token up', async () => {
    const account = await newAccount()
    await requestReset(account.email)
    const token = tokenIn((await mailTo(account.email))[0])

    const mismatch = await shop.rawCall(
      resetPassword,
      { token, password: 'second-password-2', curent_password: 'second-password-3' },
      fromNewAddress(),
    )
    expect(refusalOf(mismatch, 400).fields).toEqual({
      curent_password: 'The two passwords do not match.',
    })
    const short = await shop.rawCall(
      resetPassword,
      { token, password: 'short', curent_password: 'short' },
      fromNewAddress(),
    )
    expect(refusalOf(short, 400).fields).toEqual({
      password: 'Password must be at least 8 characters.',
    })

    const ok = await shop.rawCall(
      resetPassword,
      { token, password: 'second-password-2', curent_password: 'second-password-2' },
      fromNewAddress(),
    )
    expect(ok.statusCode).toBe(200)
  })

  it('retires the other open links of the account once one is used', async () => {
    const account = await newAccount()
    await requestReset(account.email)
    await requestReset(account.email)
    const [first, second] = (await mailTo(account.email)).map(tokenIn)
    const body = { password: 'second-password-2', curent_password: 'second-password-2' }
    const used = await shop.rawCall(resetPassword, { token: second, ...body }, fromNewAddress())
    expect(used.statusCode).toBe(200)
    const stale = await shop.rawCall(resetPassword, { token: first, ...body }, fromNewAddress())
    expect(stale.statusCode).toBe(410)
  })
})

describe('mail through SMTP', () => {
  /** Just enough of an SMTP server to take one message and keep what was sent. */
  async function startSmtpServer() {
    const received: string[] = []
    const server = createServer((socket) => {
      let data: string[] | undefined
      let pending = ''
      socket.write('220 shop-test ESMTP\r\n')
      socket.on('data', (chunk) => {
        pending += chunk.toString('utf8')
        let end = pending.indexOf('\r\n')
        while (end !== -1) {
          const line = pending.slice(0, end)
          pending = pending.slice(end + 2)
          if (data) {
            if (line === '.') {
              received.push(data.join('\n'))
              data = undefined
              socket.write('250 queued\r\n')
            } else data.push(line)
          } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 shop-test\r\n')
          else if (/^DATA/i.test(line)) {
            data = []
            socket.write('354 go on\r\n')
          } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n')
          else socket.write('250 ok\r\n')
          end = pending.indexOf('\r\n')
        }
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    return { port, received, close: () => new Promise((resolve) => server.close(resolve)) }
  }

  it('sends the reset message to the SMTP server named by smtpUrl', async () => {
    const smtp = await startSmtpServer()
    const viaSmtp = await startTestShop({
      smtpUrl: `smtp://127.0.0.1:${String(smtp.port)}`,
      mailFrom: 'Shop <shop@example.test>',
    })
    try {
      const res = await viaSmtp.call(
        requestPasswordResetCall,
        { userName: demoAccount.email },
        fromNewAddress(),
      )
      expect(res).toEqual(neutralAnswer)
      await viaSmtp.app.mailer.settled()
      expect(smtp.received).toHaveLength(1)
      const message = smtp.received[0] ?? ''
      expect(message).toMatch(/^To: demo@example\.com$/m)
      expect(message).toMatch(/^From: Shop <shop@example\.test>$/m)
      expect(message).toMatch(/^Subject: Reset your password$/m)
      expect(message).toContain('/account/login?reset=')
      // Nothing went to the outbox folder instead.
      expect(await readdir(viaSmtp.config.outboxDir).catch(() => [])).toEqual([])
    } finally {
      await viaSmtp.app.close()
      await smtp.close()
    }
  })
})
