import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  hydrated,
  newStaffAccount,
  loggedInVisitor,
  type ShopInBrowser,
  startShopInBrowser,
} from './shop-in-browser'
import { axeSource, axeViolations } from './axe'
import { addToCartCall } from '../../src/contract/cart'
import { placeOrderCall } from '../../src/contract/orders'

let shop: ShopInBrowser
/** An order and a product to open, as the shop has them. */
let orderNumber: string
let productId: number

beforeAll(async () => {
  shop = await startShopInBrowser()
  // An order to open, placed as a shopper places one.
  const session = `s-${randomUUID()}`
  const iron = await shop.db
    .selectFrom('products')
    .select('id')
    .where('unique_id', '=', 'iron-5')
    .executeTakeFirstOrThrow()
  expect((await shop.rawCall(addToCartCall.path, { session, pid: iron.id })).statusCode).toBe(200)
  const placed = await shop.call(placeOrderCall, {
    session,
    name: 'Sara Ahmadi',
    phone: '09123456789',
    address: '12 Valiasr Street, Tehran',
    postal_code: '1234567890',
    payment: 'cod',
  })
  orderNumber = placed.order.number
  productId = (
    await shop.db
      .selectFrom('products')
      .select('id')
      .where('unique_id', '=', 'hairdryer-1')
      .executeTakeFirstOrThrow()
  ).id
})
afterAll(async () => {
  await shop?.close()
})

/** Every screen of the back office. */
const screens = () => [
  '/admin',
  '/admin/orders',
  `/admin/orders/${orderNumber}`,
  `/admin/orders/${orderNumber}/slip`,
  `/admin/orders/${orderNumber}/invoice`,
  '/admin/products',
  `/admin/products/${String(productId)}`,
  '/admin/products/new',
  '/admin/serials',
  '/admin/pages',
  '/admin/pages/EN/about',
  '/admin/menus',
  '/admin/questions',
  '/admin/reviews',
  '/admin/staff',
  '/admin/audit',
]

/**
 * Style rules of the page whose value is a token's name the design system did not make into a
 * colour or a size (`background: red.700`): the browser drops them, and the element shows none.
 */
function unresolvedTokens(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
      .flatMap((rule) => rule.match(/[\w-]+:\s*[a-z]+\.(\d{2,3}|[a-z]+)(?=\s*[;!}])/gi) ?? []),
  )
}

/**
 * The count badges and status chips on the page that axe's contrast rule does not pass: each
 * must be checked against the background it really has, and pass.
 */
async function chipsNotPassingContrast(page: Page): Promise<string[]> {
  const chips = '[data-count-badge], [data-low-stock]'
  await page.evaluate(axeSource)
  return page.evaluate(async (chips) => {
    interface AxeNodes {
      nodes: { target: string[] }[]
    }
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: unknown,
            options: unknown,
          ) => Promise<{ passes: AxeNodes[]; violations: AxeNodes[]; incomplete: AxeNodes[] }>
        }
      }
    ).axe
    const on = [...document.querySelectorAll(chips)]
    if (on.length === 0) return []
    const results = await axe.run(on, { runOnly: ['color-contrast'] })
    const passed = results.passes.flatMap((rule) => rule.nodes).length
    const others = [...results.violations, ...results.incomplete].flatMap((rule) =>
      rule.nodes.map((node) => node.target.join(' ')),
    )
    return passed === on.length
      ? []
      : [`${String(on.length - passed)} of ${String(on.length)}`, ...others]
  }, chips)
}

describe.each([
  ['English', 'en', 1280],
  ['Persian', 'fa', 390],
] as const)('the back office in %s', (_name, lang, width) => {
  it(`has no accessibility violation on any screen, and none wider than ${width} px`, async () => {
    const admin = await newStaffAccount(shop, 'admin')
    const page = await loggedInVisitor(shop, admin.token, {
      path: `/admin?lang=${lang}`,
      viewport: { width, height: 900 },
    })
    const found: Record<string, string[]> = {}
    const wide: Record<string, number> = {}
    for (const screen of screens()) {
      await page.goto(`${shop.origin}${screen}?lang=${lang}`)
      await hydrated(page)
      await page.locator('main h1, main h2').first().waitFor()
      await page.waitForLoadState('networkidle')
      const broken = [
        ...(await axeViolations(page)),
        ...(await unresolvedTokens(page)).map((rule) => `unresolved token: ${rule}`),
        ...(await chipsNotPassingContrast(page)).map((chip) => `chip contrast: ${chip}`),
      ]
      if (broken.length) found[screen] = broken
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
      if (scrollWidth > width) wide[screen] = scrollWidth
    }
    expect(found).toEqual({})
    expect(wide).toEqual({})
    await page.context().close()
    // Sixteen screens, each read and checked whole.
  }, 180_000)
})
