import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OutboxMessage } from '../../server/mail/mail-transports'
import { demoAccount } from '../../server/seed/accounts'
import { hashToken } from '../../server/security/tokens'
import { checkTokenCall } from '../../src/contract/accounts'
import { productCategoryCall, productSingleCall } from '../../src/contract/catalogue'
import { questionCreateCall } from '../../src/contract/reviews'
import { shopIntl } from '../../src/i18n/intl'
import { type Registration, sendRegisterForm } from './register-form'
import { message } from './shop-data'
import { registerAccount } from '../shop-calls'
import {
  collectPageErrors,
  keepLogin,
  type ShopInBrowser,
  startShopInBrowser,
} from './shop-in-browser'

let shop: ShopInBrowser

beforeAll(async () => {
  // Every test logs in, registers or resets from the same address.
  shop = await startShopInBrowser({ authRateLimit: 1000 })
})
afterAll(async () => {
  await shop?.close()
})

const en = (id: Parameters<typeof message>[1]) => message('EN', id)

/** A visitor whose page reports every error and hydration warning into `problems`. */
async function visitor() {
  const page = await shop.newVisitor()
  const problems = collectPageErrors(page, {
    console: ['error', 'hydration'],
    // Refused logins answer 401/409, which the browser reports as failed resources; the test's
    // browser blocks service workers, and the app says so.
    ignore: /^(Failed to load resource|The offline service worker could not be installed)/,
  })
  return { page, problems }
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'))

/** A fresh account, registered through the API. */
const newAccount = () => registerAccount(shop.rawCall, { fname: 'Sara', lname: 'Ahmadi' })

/** The login screen once the browser has taken it over (its form renders after hydration). */
async function openLogin(page: Page, query = '') {
  await page.goto(`${shop.origin}/account/login${query}`)
  await page.getByRole('textbox', { name: en('account.field.userName') }).waitFor()
}

async function logIn(page: Page, userName: string, password: string) {
  await page.getByRole('textbox', { name: en('account.field.userName') }).fill(userName)
  await page.getByLabel(en('account.field.password'), { exact: true }).fill(password)
  await page.getByRole('button', { name: en('account.login.submit') }).click()
}

/** Path and query of the page's address. */
function address(page: Page) {
  const url = new URL(page.url())
  return { path: url.pathname, redirect: url.searchParams.get('redirect') }
}

async function onAccount(page: Page, name: string) {
  await page.waitForURL(`${shop.origin}/account`)
  await page.getByText(`Hello, ${name}`).waitFor()
}

/** The text of a field's message (what `aria-describedby` names). */
function fieldMessage(page: Page, label: string) {
  return page.getByRole('textbox', { name: label, exact: true }).evaluate((field) =>
    (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  )
}

/** The reset messages the shop's mailer delivered to an address, oldest first. */
async function mailTo(to: string): Promise<OutboxMessage[]> {
  await shop.app.mailer.settled()
  const dir = shop.app.config.outboxDir
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json'))
  const messages = await Promise.all(
    files.sort().map(async (f) => JSON.parse(await readFile(join(dir, f), 'utf8'))),
  )
  return (messages as OutboxMessage[]).filter((m) => m.to === to)
}

function resetLinkIn(mail: OutboxMessage | undefined): string {
  const link = /https?:\/\/\S+\/account\/login\?reset=[\w-]+/.exec(mail?.text ?? '')?.[0]
  if (!link) throw new Error(`no reset link in ${JSON.stringify(mail)}`)
  return link
}

describe('the login screen', () => {
  it('is rendered by the server as a loading screen that is not indexed', async () => {
    for (const path of ['/account/login', '/account', '/account/redirect']) {
      const res = await shop.app.inject({ method: 'GET', url: path })
      expect(res.statusCode, path).toBe(200)
      expect(res.body, path).toMatch(/<meta name="robots" content="noindex"/)
      expect(res.body, path).toContain(en('common.loading'))
      // The footer's blocks (an authenticity inquiry among them) are in every page's HTML.
      const main = /<main[\s\S]*<\/main>/.exec(res.body)?.[0]
      expect(main, path).toContain(en('common.loading'))
      expect(main, path).not.toContain('<form')
    }
  })

  it('logs in with an email and a password, and shows the account', async () => {
    const { page, problems } = await visitor()
    await openLogin(page)
    await logIn(page, demoAccount.email, demoAccount.password)
    await onAccount(page, 'Demo Visitor')
    await page.getByText(demoAccount.email).waitFor()
    await page.getByText(demoAccount.phone).waitFor()
    expect(await storedToken(page)).toMatch(/^[\w-]{20,}$/)
    expect(problems).toEqual([])
    await page.close()
  })

  it("refuses a wrong password with the shop's message, and an edit clears it", async () => {
    const { page } = await visitor()
    await openLogin(page)
    await logIn(page, demoAccount.phone, 'not-the-password')
    const alert = page.getByRole('alert')
    await alert.getByText(en('account.error.loginTitle')).waitFor()
    await alert.getByText(en('account.error.login')).waitFor()
    expect(address(page).path).toBe('/account/login')
    expect(await storedToken(page)).toBeNull()

    await page.getByLabel(en('account.field.password'), { exact: true }).fill('another-try')
    await alert.waitFor({ state: 'detached' })
    await page.close()
  })

  it('switching to another form clears the form and its error', async () => {
    const { page } = await visitor()
    await openLogin(page)
    await logIn(page, demoAccount.email, 'not-the-password')
    await page.getByRole('alert').waitFor()
    await page.getByRole('button', { name: en('account.login.toRegister') }).click()
    await page.getByRole('heading', { level: 1, name: en('account.register.title') }).waitFor()
    expect(await page.getByRole('alert').count()).toBe(0)
    await page.getByRole('button', { name: en('account.register.toLogin') }).click()
    const userName = page.getByRole('textbox', { name: en('account.field.userName') })
    expect(await userName.inputValue()).toBe('')
    expect(await page.getByRole('alert').count()).toBe(0)
    await page.close()
  })
})

describe('in Persian', () => {
  it('the screens speak Persian, and the language stays through the login', async () => {
    const fa = (id: Parameters<typeof message>[1]) => message('FA', id)
    const { page, problems } = await visitor()
    await page.goto(`${shop.origin}/account?lang=fa`)
    await page.waitForURL((url) => url.pathname === '/account/login')
    expect(new URL(page.url()).searchParams.get('lang')).toBe('fa')
    await page.getByRole('heading', { level: 1, name: fa('account.login.title') }).waitFor()
    // The phone as a Persian keyboard types it.
    const phone = shopIntl('fa').code(demoAccount.phone)
    await page.getByRole('textbox', { name: fa('account.field.userName') }).fill(phone)
    await page.getByLabel(fa('account.field.password'), { exact: true }).fill('not-the-password')
    await page.getByRole('button', { name: fa('account.login.submit') }).click()
    await page.getByRole('alert').getByText(fa('account.error.login')).waitFor()
    await page.getByLabel(fa('account.field.password'), { exact: true }).fill(demoAccount.password)
    await page.getByRole('button', { name: fa('account.login.submit') }).click()
    await page.waitForURL((url) => url.pathname === '/account')
    expect(new URL(page.url()).searchParams.get('lang')).toBe('fa')
    await page.getByText(fa('account.hello').replace('{name}', 'Demo Visitor')).waitFor()

    // Email and phone (in Persian digits) read left to right, isolated, on the start side.
    for (const value of [demoAccount.email, phone]) {
      const shown = page.locator('dd bdi[dir="ltr"]', { hasText: value })
      expect(await shown.innerText()).toBe(value)
      const edges = await shown.evaluate((el) => {
        const cell = el.closest('dd')!.getBoundingClientRect()
        const text = el.getBoundingClientRect()
        return { cell: Math.round(cell.right), text: Math.round(text.right), width: text.width }
      })
      expect(edges.text, value).toBe(edges.cell)
      expect(edges.width).toBeGreaterThan(0)
    }
    expect(problems).toEqual([])
    await page.close()
  })
})

describe('registering', () => {
  async function fillRegistration(page: Page, fields: Registration) {
    await openLogin(page)
    await page.getByRole('button', { name: en('account.login.toRegister') }).click()
    await sendRegisterForm(page, fields)
  }

  it('creates the account, logs it in and shows it', async () => {
    const { page, problems } = await visitor()
    await fillRegistration(page, {
      fname: 'Reza',
      lname: 'Karimi',
      email: 'Reza.Karimi@Example.com',
      phone: '۰۹۱۲ ۳۴۵ ۶۷۸۹',
      password: 'a-good-password',
      confirm: 'a-good-password',
    })
    await onAccount(page, 'Reza Karimi')
    await page.getByText('reza.karimi@example.com').waitFor()
    await page.getByText('09123456789').waitFor()
    const user = await shop.db
      .selectFrom('users')
      .select(['fname', 'phone'])
      .where('email', '=', 'reza.karimi@example.com')
      .executeTakeFirst()
    expect(user).toEqual({ fname: 'Reza', phone: '09123456789' })
    expect(problems).toEqual([])
    await page.close()
  })

  it('checks the fields in the browser, as the shop does, before sending anything', async () => {
    const { page } = await visitor()
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/auth/register')) sent.push(request.url())
    })
    await fillRegistration(page, {
      fname: 'Reza',
      lname: '',
      email: 'not-an-email',
      phone: '123',
      password: 'short',
      confirm: 'other',
    })
    await expect
      .poll(() => fieldMessage(page, en('account.field.email')))
      .toBe(en('account.check.emailFormat'))
    expect(await fieldMessage(page, en('account.field.lname'))).toBe(en('account.check.lname'))
    expect(await fieldMessage(page, en('account.field.phone'))).toBe(
      en('account.check.phoneFormat'),
    )
    expect(sent).toEqual([])
    await page.close()
  })

  it("shows the shop's refusal beside the field: an email another account has", async () => {
    const { page } = await visitor()
    await fillRegistration(page, {
      fname: 'Second',
      lname: 'Demo',
      email: demoAccount.email,
      phone: '09350000999',
      password: 'a-good-password',
      confirm: 'a-good-password',
    })
    await page.getByRole('alert').getByText(en('account.error.registerTitle')).waitFor()
    await page.getByRole('alert').getByText(en('account.error.emailTaken')).waitFor()
    expect(await fieldMessage(page, en('account.field.email'))).toBe(en('account.check.emailTaken'))
    expect(
      await page
        .getByRole('textbox', { name: en('account.field.email') })
        .getAttribute('aria-invalid'),
    ).toBe('true')
    expect(await fieldMessage(page, en('account.field.phone'))).toBe('')
    expect(address(page).path).toBe('/account/login')
    expect(await storedToken(page)).toBeNull()
    await page.close()
  })
})

describe('a forgotten password', () => {
  it('is reset through the link the shop mails, and the new password logs in', async () => {
    const account = await newAccount()
    const { page, problems } = await visitor()
    await openLogin(page)
    await page.getByRole('button', { name: en('account.login.toReset') }).click()
    await page.getByRole('heading', { level: 1, name: en('account.reset.title') }).waitFor()
    await page.getByRole('textbox', { name: en('account.field.userName') }).fill(account.phone)
    await page.getByRole('button', { name: en('account.reset.submit') }).click()
    await page.getByRole('status').getByText(en('account.reset.sent')).waitFor()

    const mails = await mailTo(account.email)
    expect(mails).toHaveLength(1)
    const link = resetLinkIn(mails[0])
    expect(link.startsWith(`${shop.origin}/account/login?reset=`)).toBe(true)

    await page.goto(link)
    await page.getByRole('heading', { level: 1, name: en('account.newPassword.title') }).waitFor()
    await page.getByLabel(en('account.field.newPassword')).fill('second-password-2')
    await page.getByLabel(en('account.field.confirm')).fill('second-password-2')
    await page.getByRole('button', { name: en('account.newPassword.submit') }).click()
    await page.getByRole('status').getByText(en('account.newPassword.done')).waitFor()
    await page.getByRole('heading', { level: 1, name: en('account.login.title') }).waitFor()
    expect(new URL(page.url()).searchParams.has('reset')).toBe(false)

    await logIn(page, account.email, 'second-password-2')
    await onAccount(page, `${account.fname} ${account.lname}`)
    expect(problems).toEqual([])

    // The link works once: opened again, it offers to ask for a new one.
    await page.getByRole('button', { name: en('account.logout') }).click()
    await page.waitForURL(`${shop.origin}/account/login`)
    await page.goto(link)
    await page.getByLabel(en('account.field.newPassword')).fill('third-password-3')
    await page.getByLabel(en('account.field.confirm')).fill('third-password-3')
    await page.getByRole('button', { name: en('account.newPassword.submit') }).click()
    await page.getByRole('alert').getByText(en('account.error.linkUsed')).waitFor()
    await page.getByRole('button', { name: en('account.newPassword.askAgain') }).click()
    await page.getByRole('heading', { level: 1, name: en('account.reset.title') }).waitFor()
    expect(new URL(page.url()).searchParams.has('reset')).toBe(false)
    await page.close()
  })
})

describe('the account', () => {
  it('sends a visitor without a login to the login screen, and back once logged in', async () => {
    const { page, problems } = await visitor()
    await page.goto(`${shop.origin}/account`)
    await page.waitForURL((url) => url.pathname === '/account/login')
    expect(address(page).redirect).toBe('/account')
    await page.getByRole('textbox', { name: en('account.field.userName') }).waitFor()
    await logIn(page, demoAccount.email, demoAccount.password)
    await onAccount(page, 'Demo Visitor')
    expect(problems).toEqual([])
    await page.close()
  })

  it('shows the favourites as product cards, and takes one off', async () => {
    const { page } = await visitor()
    await openLogin(page)
    await logIn(page, demoAccount.email, demoAccount.password)
    await onAccount(page, 'Demo Visitor')
    const token = (await storedToken(page))!
    const listing = await shop.call(productCategoryCall, { cat: 'all' }, { lang: 'EN' })
    const products = listing.products.data.slice(0, 2)
    for (const product of products) {
      expect(
        (await shop.rawCall('/wsd/v1/send/favorite', { pid: product.id }, { lang: 'EN', token }))
          .statusCode,
      ).toBe(200)
    }
    await page.reload()
    const favourites = page.getByRole('list', { name: en('account.favorites') })
    for (const product of products) {
      const link = favourites.getByRole('link', { name: product.title })
      expect(await link.getAttribute('href')).toBe(`/product/single/${product.uniqueId}`)
    }
    await page
      .getByRole('button', {
        name: message('EN', 'account.removeFavoriteOf').replace('{title}', products[0]!.title),
      })
      .click()
    await favourites.getByRole('link', { name: products[0]!.title }).waitFor({ state: 'detached' })
    await favourites.getByRole('link', { name: products[1]!.title }).waitFor()
    await page.close()
  })

  it("lists the visitor's own reviews and questions, each under its product", async () => {
    const account = await newAccount()
    const { page, problems } = await visitor()
    await openLogin(page)
    await logIn(page, account.email, account.password)
    await onAccount(page, `${account.fname} ${account.lname}`)
    const reviews = page.getByRole('region', { name: en('reviews.own.reviews') })
    const questions = page.getByRole('region', { name: en('reviews.own.questions') })
    await reviews.getByText(en('reviews.own.noReviews')).waitFor()
    await questions.getByText(en('reviews.own.noQuestions')).waitFor()

    const token = (await storedToken(page))!
    const [reviewed, asked] = await Promise.all(
      ['iron-2', 'hairdryer-4'].map(async (unique) => {
        return (await shop.call(productSingleCall, { unique }, { lang: 'EN' })).pro
      }),
    )
    const review = await shop.rawCall(
      '/wsd/v1/send/set_review',
      { pid: reviewed!.id, vote: 4, comment: 'Glides over linen.', ghovat: ['light'] },
      { lang: 'EN', token },
    )
    expect(review.statusCode).toBe(200)
    const { id: questionId } = await shop.call(
      questionCreateCall,
      { pid: asked!.id, comment: 'Does it come with a diffuser?' },
      { lang: 'EN', token },
    )
    await shop.db
      .insertInto('answers')
      .values({
        question_id: questionId,
        name: 'Shop support',
        comment: 'Yes, one diffuser comes in the box.',
        created_at: new Date().toISOString(),
      })
      .execute()

    await page.reload()
    const reviewLink = reviews.getByRole('link', { name: reviewed!.title })
    await reviewLink.waitFor()
    expect(await reviewLink.getAttribute('href')).toBe('/product/single/iron-2')
    await reviews.getByText('Glides over linen.').waitFor()
    await reviews.getByText(en('reviews.vote.4')).waitFor()
    const questionLink = questions.getByRole('link', { name: asked!.title })
    expect(await questionLink.getAttribute('href')).toBe('/product/single/hairdryer-4')
    await questions.getByText('Does it come with a diffuser?').waitFor()
    await questions.getByText('Yes, one diffuser comes in the box.').waitFor()
    expect(problems).toEqual([])
    await page.close()
  })

  it('logs out: the shop ends the login, the browser forgets it', async () => {
    const { page } = await visitor()
    await openLogin(page)
    await logIn(page, demoAccount.email, demoAccount.password)
    await onAccount(page, 'Demo Visitor')
    const token = (await storedToken(page))!
    await page.getByRole('button', { name: en('account.logout') }).click()
    await page.waitForURL(`${shop.origin}/account/login`)
    await page.getByRole('textbox', { name: en('account.field.userName') }).waitFor()
    expect(await page.getByRole('alert').count()).toBe(0)
    expect(await storedToken(page)).toBeNull()
    expect(await shop.call(checkTokenCall, {}, { lang: 'EN', token })).toEqual({ status: false })

    await page.goto(`${shop.origin}/account`)
    await page.waitForURL((url) => url.pathname === '/account/login')
    expect(address(page).redirect).toBe('/account')
    await page.close()
  })

  it('logs out a visitor whose login expired, and the login screen says so', async () => {
    const { page, problems } = await visitor()
    await openLogin(page)
    await logIn(page, demoAccount.email, demoAccount.password)
    await onAccount(page, 'Demo Visitor')
    const token = (await storedToken(page))!
    await shop.db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .where('token_hash', '=', hashToken(token))
      .execute()

    await page.reload()
    await page.waitForURL((url) => url.pathname === '/account/login')
    expect(address(page).redirect).toBe('/account')
    const alert = page.getByRole('alert')
    await alert.getByText(en('account.error.endedTitle')).waitFor()
    await alert.getByText(en('account.error.ended')).waitFor()
    expect(await storedToken(page)).toBeNull()
    await page.getByRole('textbox', { name: en('account.field.userName') }).fill('d')
    await alert.waitFor({ state: 'detached' })
    expect(problems).toEqual([])
    await page.close()
  })

  it('the login screen logs out a stored login the shop refuses', async () => {
    const { page } = await visitor()
    await page.goto(`${shop.origin}/`)
    await keepLogin(page, 'a-token-the-shop-never-issued')
    await openLogin(page)
    await page.getByRole('alert').getByText(en('account.error.ended')).waitFor()
    expect(await storedToken(page)).toBeNull()
    await page.close()
  })
})

describe('the redirect parameter', () => {
  it('takes a visitor who logs in to the page they came for', async () => {
    const { page } = await visitor()
    await openLogin(page, '?redirect=/product/all')
    await logIn(page, demoAccount.email, demoAccount.password)
    await page.waitForURL(`${shop.origin}/product/all`)
    await page.getByRole('heading', { level: 1, name: en('screen.allProducts') }).waitFor()
    await page.close()
  })

  it('sends a visitor already logged in on from the login screen, through /account/redirect', async () => {
    const { page } = await visitor()
    await openLogin(page)
    await logIn(page, demoAccount.email, demoAccount.password)
    await onAccount(page, 'Demo Visitor')
    const visited: string[] = []
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname)
    })
    await page.goto(`${shop.origin}/account/login?redirect=/about`)
    await page.waitForURL(`${shop.origin}/about`)
    expect(visited).toContain('/account/redirect')

    await page.goto(`${shop.origin}/account/login`)
    await page.waitForURL(`${shop.origin}/account`)
    await page.close()
  })

  it('never leads to another site, nor back to the login screen', async () => {
    const { page } = await visitor()
    await openLogin(page, `?redirect=${encodeURIComponent('//evil.example/')}`)
    await logIn(page, demoAccount.email, demoAccount.password)
    await onAccount(page, 'Demo Visitor')
    await page.goto(`${shop.origin}/account/redirect?redirect=/account/login`)
    await page.waitForURL(`${shop.origin}/account`)
    await page.close()
  })

  it('sends a visitor without a login from /account/redirect to the login screen', async () => {
    const { page } = await visitor()
    await page.goto(`${shop.origin}/account/redirect?redirect=/about`)
    await page.waitForURL((url) => url.pathname === '/account/login')
    expect(address(page).redirect).toBe('/about')
    await page.close()
  })
})
