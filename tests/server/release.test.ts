import { randomUUID } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginCall, registerAccountCall } from '../../src/contract/accounts'
import { moveOrderCall } from '../../src/contract/back-office-orders'
import { addToCartCall } from '../../src/contract/cart'
import { productCategoryCall, productSingleCall } from '../../src/contract/catalogue'
import { homePageCall, menuCall } from '../../src/contract/content'
import { favoriteAddCall, favoriteListCall } from '../../src/contract/favorites'
import { orderCall, placeOrderCall } from '../../src/contract/orders'
import { ownReviewListCall, reviewCreateCall } from '../../src/contract/reviews'
import { builtServerCommand } from '../../scripts/shop-process'
import type { OutboxMessage } from '../../server/mail/mail-transports'
import {
  answerOverHttp,
  isRunning,
  postOverHttp,
  releaseAdmin,
  releaseMetricsToken,
  startReleasedShop,
  type ReleasedShop,
} from '../released-shop'

const postgresUrl =
  process.env.SHOP_TEST_DIALECT === 'postgres' ? process.env.TEST_DATABASE_URL : undefined

let released: ReleasedShop
beforeAll(async () => {
  // Only the token opens the metrics: the test's own address is not among those allowed.
  released = await startReleasedShop(postgresUrl, { METRICS_ALLOW: '192.0.2.1' })
}, 180_000)
afterAll(async () => {
  await released?.remove()
})

const get = (path: string) => fetch(`${released.origin}${path}`)

/** The buyer's messages in the outbox folder, once those with each subject have arrived. */
async function mailArrived(to: string, subjects: string[]): Promise<OutboxMessage[]> {
  let messages: OutboxMessage[] = []
  await expect
    .poll(
      async () => {
        const files = await readdir(released.outboxDir).catch(() => [] as string[])
        messages = (
          await Promise.all(
            files
              .filter((file) => file.endsWith('.json'))
              .map(
                async (file) =>
                  JSON.parse(
                    await readFile(join(released.outboxDir, file), 'utf8'),
                  ) as OutboxMessage,
              ),
          )
        ).filter((message) => message.to === to)
        return subjects.filter((subject) => !messages.some((m) => m.subject === subject))
      },
      { timeout: 10_000, interval: 100 },
    )
    .toEqual([])
  return messages
}

describe('the shop as it ships (npm start)', () => {
  it('is the built server run by node, as npm start and npm run serve run it', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>
    }
    const command = builtServerCommand.join(' ')
    expect(scripts.serve).toBe(command)
    expect(scripts.start).toBe(`npm run build && ${command}`)
  })

  it('answers its first 50 requests after "Shop ready", none shed as busy', async () => {
    const reads: [string, () => Promise<{ status: number }>][] = [
      ['/', () => get('/')],
      ['/product/single/iron-1', () => get('/product/single/iron-1')],
      ['/?lang=fa', () => get('/?lang=fa')],
      ['/product/single/hairdryer-2?lang=fa', () => get('/product/single/hairdryer-2?lang=fa')],
      ['/product/all', () => get('/product/all')],
      ['/blog', () => get('/blog')],
      [homePageCall.path, () => postOverHttp(released.origin, homePageCall.path, {})],
      [
        productSingleCall.path,
        () => postOverHttp(released.origin, productSingleCall.path, { unique: 'iron-3' }),
      ],
      [
        productCategoryCall.path,
        () =>
          postOverHttp(released.origin, productCategoryCall.path, { cat: 'all' }, { lang: 'FA' }),
      ],
      [
        menuCall.path,
        () => postOverHttp(released.origin, menuCall.path, { menu: 'main_menu' }, { lang: 'AR' }),
      ],
    ]
    // Each process rendered its first pages before it took a connection, none as the shell.
    // The metrics gather each process's counts as they report them: asked until both have.
    const metrics = async () => {
      const answer = await fetch(`${released.origin}/metrics`, {
        headers: { authorization: `Bearer ${releaseMetricsToken}` },
      })
      return answer.text()
    }
    await expect
      .poll(metrics, { timeout: 10_000 })
      .toMatch(/^shop_pages_total\{answer="rendered"\} 18$/m)
    const pages = await metrics()
    expect(pages).not.toMatch(/^shop_pages_total\{answer="shell"\} [1-9]/m)
    const refused: string[] = []
    for (let i = 0; i < 50; i++) {
      const [what, read] = reads[i % reads.length]!
      const { status } = await read()
      if (status !== 200) refused.push(`request ${String(i + 1)}, ${what}: ${String(status)}`)
    }
    expect(refused).toEqual([])
  })

  it('sells: pages, an account, two orders, their mail, staff moves, a review and a favourite', async () => {
    const { origin } = released

    // The home and a product page, in English and in Persian.
    const homeEn = await get('/')
    expect(homeEn.status).toBe(200)
    expect(await homeEn.text()).toMatch(/<html[^>]* lang="en"/)
    const homeFa = await get('/?lang=fa')
    expect(homeFa.status).toBe(200)
    expect(await homeFa.text()).toMatch(
      /<html[^>]* lang="fa"[^>]* dir="rtl"|dir="rtl"[^>]* lang="fa"/,
    )
    for (const lang of ['EN', 'FA'] as const) {
      const { pro } = await answerOverHttp(
        origin,
        productSingleCall,
        { unique: 'iron-1' },
        { lang },
      )
      const page = await get(`/product/single/iron-1?lang=${lang.toLowerCase()}`)
      expect(page.status).toBe(200)
      expect(await page.text()).toContain(pro.title)
    }
    const { pro: product } = await answerOverHttp(origin, productSingleCall, { unique: 'iron-1' })

    // Register, then log in.
    const buyer = {
      fname: 'Sara',
      lname: 'Ahmadi',
      email: `buyer.${randomUUID().slice(0, 8)}@example.com`,
      phone: `0936${String(1_000_000 + Math.floor(Math.random() * 8_000_000))}`,
      password: 'a-good-password-1',
    }
    await answerOverHttp(origin, registerAccountCall, { ...buyer, curent_password: buyer.password })
    const { authorisation } = await answerOverHttp(origin, loginCall, {
      userName: buyer.email,
      password: buyer.password,
    })
    const token = authorisation.token

    // An order paid on delivery (in Persian) and one by transfer (in English).
    const session = `s-${randomUUID()}`
    const delivery = {
      name: 'Sara Ahmadi',
      phone: '09123456789',
      address: '12 Valiasr Street, Tehran',
      postal_code: '1314567891',
    }
    const order = async (lang: 'EN' | 'FA', payment: 'cod' | 'transfer') => {
      const { cart } = await answerOverHttp(
        origin,
        addToCartCall,
        { session, pid: product.id, quantity: 1 },
        { token, lang },
      )
      expect(cart.data.map((line) => line.pid)).toEqual([product.id])
      const placed = await answerOverHttp(
        origin,
        placeOrderCall,
        { session, ...delivery, payment },
        { token, lang },
      )
      expect(placed.order.payment).toBe(payment)
      return placed.order.number
    }
    const cod = await order('FA', 'cod')
    const transfer = await order('EN', 'transfer')
    const placedMail = await mailArrived(buyer.email, [
      `سفارش ${cod} شما ثبت شد`,
      `We have your order ${transfer}`,
    ])
    expect(placedMail.find((m) => m.subject.includes(transfer))?.text).toContain(
      'IBAN IR820540102680020817909002',
    )

    // Staff confirm the order and ship it with a tracking number; the buyer hears of each move.
    const { authorisation: staff } = await answerOverHttp(origin, loginCall, {
      userName: releaseAdmin.email,
      password: releaseAdmin.password,
    })
    await answerOverHttp(
      origin,
      moveOrderCall,
      { number: cod, to: 'confirmed' },
      { token: staff.token },
    )
    await answerOverHttp(
      origin,
      moveOrderCall,
      { number: cod, to: 'shipped', tracking: { number: 'RR123456789IR', carrier: 'Post' } },
      { token: staff.token },
    )
    const movedMail = await mailArrived(buyer.email, [
      `سفارش ${cod} شما تأیید شد`,
      `سفارش ${cod} شما ارسال شد`,
    ])
    expect(movedMail.find((m) => m.subject === `سفارش ${cod} شما ارسال شد`)?.text).toContain(
      'RR123456789IR',
    )
    const shipped = await answerOverHttp(origin, orderCall, { session, number: cod }, { token })
    expect(shipped.status).toBe('shipped')
    expect(shipped.tracking).toEqual({ number: 'RR123456789IR', carrier: 'Post' })

    // A review and a favourite.
    const review = await answerOverHttp(
      origin,
      reviewCreateCall,
      { pid: product.id, vote: 4, comment: 'Glides well and heats fast.' },
      { token },
    )
    const ownReviews = await answerOverHttp(origin, ownReviewListCall, { page: 1 }, { token })
    expect(ownReviews.data.map((r) => r.id)).toContain(review.id)
    const favourite = await answerOverHttp(origin, favoriteAddCall, { pid: product.id }, { token })
    expect(favourite.status).toBe(true)
    const favourites = await answerOverHttp(origin, favoriteListCall, { page: 1 }, { token })
    expect(favourites.data.map((p) => p.id)).toContain(product.id)
  })

  it('describes its API and opens its metrics to the token', async () => {
    const document = await get('/wsd/openapi.json')
    expect(document.status).toBe(200)
    const described = (await document.json()) as { openapi: string; paths: Record<string, unknown> }
    expect(described.openapi).toMatch(/^3\.1\./)
    expect(Object.keys(described.paths)).toContain(placeOrderCall.path)

    expect((await get('/metrics')).status).toBe(403)
    const metrics = await fetch(`${released.origin}/metrics`, {
      headers: { authorization: `Bearer ${releaseMetricsToken}` },
    })
    expect(metrics.status).toBe(200)
    const text = await metrics.text()
    expect(text).toMatch(
      /^http_requests_total\{[^}]*route="\/wsd\/v1\/checkout\/place_order",status="200"\} [1-9]/m,
    )
    expect(text).toMatch(/^shop_server_processes 2$/m)
  })

  it('ends every process with status 0 on SIGTERM, having logged no error', async () => {
    const servers = released.shop.serverPids()
    expect(servers).toHaveLength(2)
    expect(await released.stop()).toEqual({ code: 0, signal: null })
    expect(servers.filter(isRunning)).toEqual([])
    // Pino's error and fatal levels, and what Node prints of an error nobody handled.
    expect(released.shop.output()).not.toMatch(/"level":(50|60)|Unhandled|Error: /)
  })
})
