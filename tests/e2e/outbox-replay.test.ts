import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  hydrated,
  keepLogin,
  newLoginToken,
  type ShopInBrowser,
  startShopInBrowser,
} from './shop-in-browser'

let shop: ShopInBrowser
let proxy: Server
let proxyOrigin: string
/** Idempotency-Keys whose first answer the proxy has dropped. */
const dropped = new Set<string>()

/**
 * A proxy in front of the shop that, for each write, lets the request reach the shop (which
 * commits it) and then drops the shop's answer: the browser sees the connection fail. A repeat
 * with the same Idempotency-Key gets its answer.
 */
function startDroppingProxy(target: URL): Promise<Server> {
  const server = createServer((incoming, outgoing) => {
    const key = incoming.headers['idempotency-key']
    const forward = request(
      {
        host: target.hostname,
        port: target.port,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
      },
      (answer) => {
        if (typeof key === 'string' && !dropped.has(key)) {
          dropped.add(key)
          // The answer starts, then the connection breaks: the browser cannot retry it itself.
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
          outgoing.flushHeaders()
          answer.resume()
          answer.on('end', () => incoming.socket.destroy())
          return
        }
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
    )
    forward.on('error', () => incoming.socket.destroy())
    incoming.pipe(forward)
  })
  return new Promise((ready) => server.listen(0, '127.0.0.1', () => ready(server)))
}

beforeAll(async () => {
  shop = await startShopInBrowser({ authRateLimit: 1000 })
  proxy = await startDroppingProxy(new URL(shop.origin))
  proxyOrigin = `http://127.0.0.1:${String((proxy.address() as AddressInfo).port)}`
})
afterAll(async () => {
  // The browser closes first: its keep-alive connections would hold the proxy open.
  await shop?.close()
  proxy?.closeAllConnections()
  await new Promise((done) => proxy?.close(done))
})

/** How many questions with this text the shop holds. */
async function stored(comment: string) {
  const rows = await shop.db
    .selectFrom('questions')
    .select('id')
    .where('comment', '=', comment)
    .execute()
  return rows.length
}

describe('writes whose answers are lost', () => {
  it('reach the shop exactly once each, 20 queued questions replayed through the proxy', async () => {
    const token = await newLoginToken(shop)
    const page = await shop.newVisitor()
    await page.goto(`${proxyOrigin}/product/single/hairdryer-4`)
    await keepLogin(page, token)
    await page.reload()
    await hydrated(page)
    await page.getByRole('tab', { name: 'Questions' }).click()
    const field = page.getByRole('textbox', { name: 'Your question' })
    await field.waitFor()

    await page.context().setOffline(true)
    const questions = Array.from({ length: 20 }, (_, i) => `Lost answer, question ${i + 1}?`)
    for (const question of questions) {
      await field.fill(question)
      await page.getByRole('button', { name: 'Ask' }).click()
      await page.locator('[data-waiting]').filter({ hasText: question }).waitFor()
    }
    await page.getByRole('button', { name: '20 items wait to be sent' }).waitFor()

    await page.context().setOffline(false)
    await expect
      .poll(() => page.locator('[data-outbox-count]').count(), { timeout: 150_000 })
      .toBe(0)
    for (const question of questions) expect(await stored(question), question).toBe(1)
    // Every first answer was lost: each write was sent again, and taken once.
    expect(dropped.size).toBe(20)
    await page.close()
  }, 240_000)
})
