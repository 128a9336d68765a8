import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { addToCartCall } from '../../src/contract/cart'
import { placeOrderCall } from '../../src/contract/orders'
import { pushSubscribeCall } from '../../src/contract/push'
import { nowIso } from '../../server/security/tokens'
import { answerOverHttp } from '../released-shop'
import { startTestPushService, type TestDevice } from '../push-service'
import { createTestUser } from '../test-users'
import { neverOverloaded, startShopProcess, startTestShop, type TestShop } from './harness'

/**
 * Pushes sent by the shop as it runs (`npm start`): processes of the built server over one
 * database, killed and started again. The test's own app sends none (pushes off): only the
 * processes send.
 */
const pushService = await startTestPushService()
afterAll(() => pushService.close())

const postgres = process.env.SHOP_TEST_DIALECT === 'postgres'
const pushEnv = { ...neverOverloaded, PUSH_ALLOW_LOOPBACK: '1' }

async function quietShop(): Promise<TestShop> {
  return startTestShop({
    push: {
      enabled: false,
      vapidKeys: undefined,
      subject: 'mailto:shop@localhost',
      allowLoopback: true,
    },
  })
}

/** A device turned on straight in the database, for pushes queued there. */
async function deviceIn(shop: TestShop): Promise<{ device: TestDevice; id: number }> {
  const device = pushService.newDevice()
  const row = await shop.app.pushRepository.subscribe(
    {
      userId: 0,
      session: `s-${randomUUID()}`,
      endpoint: device.subscription.endpoint,
      p256dh: device.subscription.keys.p256dh,
      auth: device.subscription.keys.auth,
      expiresAt: null,
      lang: 'EN',
      browser: '',
      system: '',
    },
    nowIso(),
  )
  return { device, id: row.id }
}

/** `count` pushes kept in the queue, as a move's transaction keeps them, none sent yet. */
async function queuedPushes(shop: TestShop, devices: { id: number }[], count: number) {
  const keys: string[] = []
  for (let i = 0; i < count; i++) {
    const device = devices[i % devices.length]!
    const key = `test:${String(i)}:${String(device.id)}`
    keys.push(key)
    await shop.app.pushRepository.queue(
      [
        {
          key,
          subscriptionId: device.id,
          payload: JSON.stringify({ title: key }),
          ttlSeconds: 3600,
          urgency: 'normal',
          topic: null,
        },
      ],
      nowIso(),
    )
  }
  return keys
}

/** How many times each title was accepted (2xx) by the push service, among `devices`. */
function acceptedTitles(devices: TestDevice[]): Map<string, number> {
  const ids = new Set(devices.map((device) => device.id))
  const counts = new Map<string, number>()
  for (const push of pushService.received) {
    if (!ids.has(push.device) || push.status >= 300) continue
    const { title } = push.payload as { title: string }
    counts.set(title, (counts.get(title) ?? 0) + 1)
  }
  return counts
}

describe('pushes sent by the running shop', () => {
  it('a process killed (kill -9) while a push is on its way sends it after its restart, once', async () => {
    const shop = await quietShop()
    const first = startShopProcess(shop, pushEnv)
    const origin = await first.origin
    const buyer = await createTestUser(shop.db)
    const device = pushService.newDevice()
    await answerOverHttp(
      origin,
      pushSubscribeCall,
      { subscription: device.subscription },
      {
        token: buyer.token,
      },
    )
    // The push service takes the first try and never answers: the process dies meanwhile.
    pushService.answerNext(device, 'hold')
    const session = `s-${randomUUID()}`
    const pid = (
      await shop.db
        .selectFrom('products')
        .select('id')
        .where('unique_id', '=', 'iron-5')
        .executeTakeFirstOrThrow()
    ).id
    await shop.db.updateTable('products').set({ depo: 100 }).where('id', '=', pid).execute()
    await answerOverHttp(
      origin,
      addToCartCall,
      { session, pid, quantity: 1 },
      { token: buyer.token },
    )
    const { order } = await answerOverHttp(
      origin,
      placeOrderCall,
      {
        session,
        name: 'Sara Ahmadi',
        phone: '09123456789',
        address: '12 Valiasr Street, Tehran',
        postal_code: '12345',
        payment: 'cod',
      },
      { token: buyer.token },
    )
    const tries = () => pushService.received.filter((push) => push.device === device.id)
    await expect.poll(() => tries().length, { timeout: 10_000 }).toBe(1)
    first.child.kill('SIGKILL')
    await first.exited
    pushService.dropHeld()

    // Committed with the order, claimed, never answered: the restarted shop sends it.
    startShopProcess(shop, pushEnv)
    // Once the claim of the try that never came back has run out (25 s).
    await expect
      .poll(() => tries().map((push) => push.status), { timeout: 45_000, interval: 250 })
      .toEqual([0, 201])
    expect((tries()[1]!.payload as { title: string }).title).toBe(
      `We have your order ${order.number}`,
    )
    const sentRow = async () => (await shop.db.selectFrom('push_queue').selectAll().execute())[0]
    await expect.poll(async () => (await sentRow())?.sent_at ?? null).not.toBeNull()
    expect(await sentRow()).toMatchObject({ attempts: 2, last_error: null })
  }, 90_000)

  /** 45 pushes queued for 3 devices, the shop started by `start`: each push is sent once. */
  async function eachSentOnce(start: (shop: TestShop) => void) {
    const shop = await quietShop()
    const devices = [await deviceIn(shop), await deviceIn(shop), await deviceIn(shop)]
    const keys = await queuedPushes(shop, devices, 45)
    // Every process sweeps the queue as it starts: each push goes out once.
    start(shop)
    const sent = devices.map(({ device }) => device)
    await expect
      .poll(() => acceptedTitles(sent).size, { timeout: 30_000, interval: 250 })
      .toBe(keys.length)
    // A sweep more sends nothing again.
    await new Promise((done) => setTimeout(done, 1500))
    expect([...acceptedTitles(sent).values()].filter((times) => times !== 1)).toEqual([])
  }

  it('with WORKERS=2, each push is sent once', async () => {
    await eachSentOnce((shop) => startShopProcess(shop, { ...pushEnv, WORKERS: '2' }))
  }, 60_000)

  it.runIf(postgres)(
    'with two instances on one PostgreSQL, each push is sent once',
    async () => {
      await eachSentOnce((shop) => {
        startShopProcess(shop, pushEnv)
        startShopProcess(shop, pushEnv)
      })
    },
    60_000,
  )
})
