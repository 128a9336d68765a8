import { randomUUID } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  hydrated,
  loggedInVisitor,
  newAccount,
  newStaffAccount,
  serviceWorkerInCharge,
  startShopInBrowser,
  type ShopInBrowser,
  staffVisitor,
} from './shop-in-browser'
import { backOfficeProductListCall } from '../../src/contract/back-office-catalogue'
import { createPageCall } from '../../src/contract/back-office-pages'
import { backOfficeMessages } from '../../src/features/back-office/messages'
import { staffMessages } from '../../src/features/back-office/staff/messages'
import { shopIntl } from '../../src/i18n/intl'
import { message } from './shop-data'

let shop: ShopInBrowser

beforeAll(async () => {
  shop = await startShopInBrowser()
})
afterAll(async () => {
  await shop?.close()
})

const backOfficeNav = (page: Page, lang: 'EN' | 'FA' = 'EN') =>
  page.getByRole('navigation', { name: message(lang, 'backOffice.nav') })

describe('the back office', () => {
  it('refuses a shopper who opens /admin, and is never indexed nor kept by the server', async () => {
    const shopper = await newAccount(shop)
    const page = await loggedInVisitor(shop, shopper.token)
    const response = await page.goto(`${shop.origin}/admin`)
    expect(response?.headers()['x-robots-tag']).toBe('noindex')
    expect(response?.headers()['cache-control']).toBe('no-store')
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex')
    await hydrated(page)
    const refusal = page.getByRole('alert')
    await expect.poll(() => refusal.textContent()).toContain(message('EN', 'backOffice.refused'))
    expect(await refusal.textContent()).toContain(shopper.email)
    expect(await backOfficeNav(page).count()).toBe(0)
    await page.context().close()
  })

  it('takes staff who log in to the back office’s home, and a shopper to the account; the staff’s account links to it', async () => {
    for (const [account, home] of [
      [await newStaffAccount(shop, 'staff'), '/admin'],
      [await newAccount(shop), '/account'],
    ] as const) {
      const page = await shop.newVisitor()
      await page.goto(`${shop.origin}/account/login`)
      await hydrated(page)
      await page.getByLabel(message('EN', 'account.field.userName')).fill(account.email)
      await page
        .getByLabel(message('EN', 'account.field.password'), { exact: true })
        .fill(account.password)
      await page.getByRole('button', { name: message('EN', 'account.login.submit') }).click()
      await page.waitForURL(`${shop.origin}${home}`)
      await page.goto(`${shop.origin}/account`)
      await hydrated(page)
      await page.locator('main').getByText(account.email).waitFor()
      const link = page.getByRole('link', { name: message('EN', 'account.backOffice') })
      expect(await link.count()).toBe(home === '/admin' ? 1 : 0)
      if (home === '/admin') {
        await link.click()
        await page.waitForURL(`${shop.origin}/admin`)
        await page
          .getByRole('heading', { name: message('EN', 'backOffice.todo.heading') })
          .waitFor()
      }
      await page.context().close()
    }
  })

  it('lets an admin give a staff member areas: without the catalogue, no catalogue in the menu and the server refuses it', async () => {
    const clerk = await newStaffAccount(shop, 'staff')
    const admin = await staffVisitor(shop, '/admin/staff', 'admin')
    const row = admin.locator(`[data-staff="${clerk.email}"]`)
    await row.waitFor()
    for (const area of ['catalogue', 'content', 'feedback'] as const) {
      await row.getByRole('checkbox', { name: message('EN', `staff.area.${area}`) }).uncheck()
    }
    await row.getByRole('button', { name: message('EN', 'staff.saveAreas') }).click()
    await row.getByText(message('EN', 'staff.areasSaved')).waitFor()
    await admin.context().close()

    const page = await loggedInVisitor(shop, clerk.token, { path: '/admin' })
    const areas = await backOfficeNav(page).locator('[data-area-name]').allTextContents()
    expect(areas).toContain(message('EN', 'backOffice.orders'))
    for (const hidden of ['products', 'serials', 'pages', 'questions'] as const) {
      expect(areas).not.toContain(message('EN', `backOffice.${hidden}`))
    }
    await page.goto(`${shop.origin}/admin/products`)
    await page.getByRole('alert').waitFor()
    const refused = await shop.rawCall(backOfficeProductListCall.path, {}, { token: clerk.token })
    expect(refused.statusCode).toBe(403)
    await page.context().close()
  })

  it('shows a staff member with only the orders area only what it opens, and says which area a screen needs', async () => {
    const clerk = await newStaffAccount(shop, 'staff', { areas: ['orders'] })
    const page = await loggedInVisitor(shop, clerk.token, { path: '/admin' })
    const todo = page.locator('[data-todo]')
    await page.locator('[data-todo="toConfirm"]').waitFor()
    expect(await todo.evaluateAll((items) => items.map((item) => item.dataset.todo))).toEqual([
      'toConfirm',
      'awaitingPayment',
    ])
    await page.locator('[data-today]').waitFor()
    const menu = await backOfficeNav(page).locator('[data-area-name]').allTextContents()
    expect(menu).toEqual([message('EN', 'backOffice.home'), message('EN', 'backOffice.orders')])

    await page.goto(`${shop.origin}/admin/products?low=1`)
    const en = shopIntl('en', backOfficeMessages)
    const catalogue = shopIntl('en', staffMessages).t('staff.area.catalogue')
    const refusal = page.getByRole('alert')
    await expect
      .poll(() => refusal.textContent())
      .toContain(en.t('backOffice.refusedArea', { area: catalogue }))
    expect(await refusal.textContent()).not.toContain(
      en.t('backOffice.refusedHint', { email: clerk.email }),
    )
    await page.context().close()
  })

  it('sends a visitor without a login to log in, then opens for staff, who cannot open the admin areas', async () => {
    const staff = await newStaffAccount(shop, 'staff')
    const page = await shop.newVisitor()
    await page.goto(`${shop.origin}/admin`)
    await page.waitForURL(/\/account\/login\?redirect=%2Fadmin/)
    await page.getByLabel(message('EN', 'account.field.userName')).fill(staff.email)
    await page
      .getByLabel(message('EN', 'account.field.password'), { exact: true })
      .fill(staff.password)
    await page.getByRole('button', { name: message('EN', 'account.login.submit') }).click()
    await page.waitForURL(`${shop.origin}/admin`)
    const nav = backOfficeNav(page)
    await nav.waitFor()
    const areas = await nav.locator('[data-area-name]').allTextContents()
    expect(areas).toContain(message('EN', 'backOffice.home'))
    expect(areas).not.toContain(message('EN', 'backOffice.audit'))
    expect(areas).not.toContain(message('EN', 'backOffice.staff'))
    expect(areas).toContain(message('EN', 'backOffice.questions'))
    expect(areas).toContain(message('EN', 'backOffice.products'))
    expect(areas).toContain(message('EN', 'backOffice.serials'))
    await page.goto(`${shop.origin}/admin/audit`)
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain(message('EN', 'backOffice.refusedAdmin'))
    await page.context().close()
  })

  it('lets an admin give an account a role, and shows the change in the audit, in Persian right to left', async () => {
    const admin = await newStaffAccount(shop, 'admin')
    const shopper = await newAccount(shop)
    const page = await loggedInVisitor(shop, admin.token, { path: '/admin/staff?lang=fa' })
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl')
    await page.getByLabel(message('FA', 'staff.email')).fill(shopper.email)
    await page.getByLabel(message('FA', 'staff.role'), { exact: true }).selectOption('staff')
    await page.getByRole('button', { name: message('FA', 'staff.save') }).click()
    await page.getByRole('status').filter({ hasText: shopper.email }).waitFor()
    await page.locator(`[data-staff="${shopper.email}"]`).waitFor()
    const stored = await shop.db
      .selectFrom('users')
      .select('role')
      .where('email', '=', shopper.email)
      .executeTakeFirstOrThrow()
    expect(stored.role).toBe('staff')

    // An address of no account is refused at its field, in Persian, the focus on it; the form
    // keeps it.
    const email = page.getByLabel(message('FA', 'staff.email'))
    await email.fill('nobody@example.com')
    await page.getByRole('button', { name: message('FA', 'staff.save') }).click()
    await page.getByText(message('FA', 'refusal.noAccount')).waitFor()
    await page
      .getByRole('alert')
      .filter({ hasText: message('FA', 'backOffice.problem.fields') })
      .waitFor()
    expect(await email.evaluate((input) => input === document.activeElement)).toBe(true)
    expect(await page.getByLabel(message('FA', 'staff.email')).inputValue()).toBe(
      'nobody@example.com',
    )

    await backOfficeNav(page, 'FA')
      .getByRole('link', { name: message('FA', 'backOffice.audit') })
      .click()
    const entry = page.locator('[data-audit-entry]').first()
    await entry.waitFor()
    expect(await entry.textContent()).toContain('staff.role')
    expect(await entry.textContent()).toContain(admin.email)
    expect(await entry.textContent()).toContain('"role": "staff"')
    // What changed is marked: the role, from shopper to staff; the email, the same, is not.
    const change = entry.locator('[data-change]')
    expect(await change.count()).toBe(1)
    expect(await change.getAttribute('data-change')).toBe('role')
    expect(await change.locator('[data-before]').innerText()).toBe('"shopper"')
    expect(await change.locator('[data-after]').innerText()).toBe('"staff"')
    await page.context().close()
  })

  it('keeps a list’s filter and page in its address: reloaded or gone back to, it shows the same; an unknown address is said to be one', async () => {
    const admin = await newStaffAccount(shop, 'admin')
    // Two audited changes: new pages; the filter finds one.
    const slug = `found-${String(Date.now())}`
    for (const made of [slug, `${slug}-too`]) {
      const answer = await shop.rawCall(
        createPageCall.path,
        { lang: 'EN', slug: made, title: 'Found' },
        { token: admin.token, headers: { 'idempotency-key': randomUUID() } },
      )
      expect(answer.statusCode, answer.body).toBe(200)
    }
    const subject = `page:EN/${slug}`
    const page = await loggedInVisitor(shop, admin.token, { path: '/admin/audit' })
    await page.locator('[data-audit-entry]').first().waitFor()
    await page.getByLabel(message('EN', 'audit.subject')).fill(subject)
    await page.getByRole('button', { name: message('EN', 'audit.filter') }).click()
    await page.waitForURL((url) => url.searchParams.get('subject') === subject)
    const entries = page.locator('[data-audit-entry]')
    await expect.poll(() => entries.count()).toBe(1)

    // A reload opens the same list, its filter in the form.
    await page.reload()
    await entries.first().waitFor()
    expect(await entries.count()).toBe(1)
    expect(await page.getByLabel(message('EN', 'audit.subject')).inputValue()).toBe(subject)

    // Back to the list without a filter, and forward again.
    await page.goBack()
    await page.waitForURL((url) => !url.searchParams.has('subject'))
    await expect.poll(() => entries.count()).toBeGreaterThan(1)
    await page.goForward()
    await expect.poll(() => entries.count()).toBe(1)

    // A page number that is not one opens the first page.
    await page.goto(`${shop.origin}/admin/products?page=nine`)
    await page.locator('[data-product-row]').first().waitFor()
    // A search typed and a choice ticked both stay in the address; Back undoes the choice and
    // the form follows the address.
    const search = page.getByLabel(message('EN', 'backOffice.catalogue.search'))
    const low = page.getByLabel(message('EN', 'backOffice.catalogue.lowOnly'))
    await search.fill('iron')
    await page.waitForURL((url) => url.searchParams.get('q') === 'iron')
    await low.check()
    await page.waitForURL(
      (url) => url.searchParams.get('q') === 'iron' && url.searchParams.get('low') === '1',
    )
    // The list has taken the new address (only products low on stock) before Back leaves it.
    await expect
      .poll(() => page.locator('[data-product-row]:not(:has([data-low-stock]))').count())
      .toBe(0)
    await page.locator('[data-product-row]').first().waitFor()
    await page.goBack()
    await page.waitForURL((url) => !url.searchParams.has('low'))
    await expect.poll(() => low.isChecked()).toBe(false)
    expect(await search.inputValue()).toBe('iron')

    // An address of no screen says so.
    const missing = await page.goto(`${shop.origin}/admin/nowhere`)
    expect(missing?.status()).toBe(404)
    await page.getByText(message('EN', 'backOffice.notFound')).waitFor()
    await page.context().close()
  })

  it('is never kept on the device, and the home page loads none of it', async () => {
    const admin = await newStaffAccount(shop, 'admin')
    const page = await loggedInVisitor(shop, admin.token, { serviceWorkers: 'allow' })
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto(`${shop.origin}/`)
    await hydrated(page)
    await serviceWorkerInCharge(page)
    const homeScripts = [...scripts]
    await page.goto(`${shop.origin}/admin/audit`)
    await page.locator('[data-audit-entry], [data-back-office] p').first().waitFor()
    const backOfficeScripts = scripts.filter((path) => !homeScripts.includes(path))
    expect(backOfficeScripts.length).toBeGreaterThan(0)
    expect(homeScripts.filter((path) => /back-office|audit|staff/.test(path))).toEqual([])

    // Nothing of the back office in the service worker's caches or the saved query cache.
    const kept = await page.evaluate(async () => {
      const urls: string[] = []
      for (const name of await caches.keys()) {
        const cache = await caches.open(name)
        urls.push(...(await cache.keys()).map((request) => request.url))
      }
      return urls
    })
    expect(kept.filter((url) => new URL(url).pathname.startsWith('/admin'))).toEqual([])
    expect(kept.filter((url) => /back-office|audit-screen|staff-screen/.test(url))).toEqual([])
    // Nor a library only the back office loads: the page editor's text editor.
    const textEditor = readdirSync('dist/assets').filter(
      (name) =>
        name.endsWith('.js') && readFileSync(`dist/assets/${name}`, 'utf8').includes('ProseMirror'),
    )
    expect(textEditor.length).toBeGreaterThan(0)
    expect(kept.filter((url) => textEditor.some((name) => url.endsWith(`/${name}`)))).toEqual([])
    expect(
      homeScripts.filter((path) => textEditor.some((name) => path.endsWith(`/${name}`))),
    ).toEqual([])
    const saved = await page.evaluate(
      () =>
        new Promise<string>((done, fail) => {
          const open = indexedDB.open('shop')
          open.onerror = () => fail(open.error)
          open.onsuccess = () => {
            const names = [...open.result.objectStoreNames]
            if (names.length === 0) return done('')
            const read = open.result.transaction(names, 'readonly').objectStore(names[0]!).getAll()
            read.onsuccess = () => done(JSON.stringify(read.result))
          }
        }),
    )
    expect(saved).not.toContain('/wsd/v1/admin/')
    await page.context().close()
  })
})
