import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import type { CallWireResponse } from '../../src/contract/call'
import { addToCartCall } from '../../src/contract/cart'
import { neverOverloaded, startShopProcess, startTestShop } from './harness'

const shop = await startTestShop()
const postgres = shop.config.databaseUrl !== undefined
const addToCart = addToCartCall.path

/**
 * Makes the insert of one session's cart line take long: the window in which a server is
 * killed in the middle of a write, its Idempotency-Key already claimed.
 */
async function stallCartInsertsOf(session: string) {
  if (postgres) {
    await sql`create function stall_cart_insert() returns trigger language plpgsql as $$
      begin perform pg_sleep(3); return new; end $$`.execute(shop.db)
    await sql`create trigger stall_cart_insert before insert on cart_items for each row
      when (new.session = ${sql.lit(session)}) execute function stall_cart_insert()`.execute(
      shop.db,
    )
  } else {
    // SQLite has no sleep: a cross join that counts for hours.
    await sql`create trigger stall_cart_insert before insert on cart_items
      when new.session = ${sql.lit(session)}
      begin
        select count(*) from product_texts a, product_texts b, product_texts c, product_texts d,
          product_texts e;
      end`.execute(shop.db)
  }
}

async function unstall() {
  await sql`drop trigger stall_cart_insert${sql.raw(postgres ? ' on cart_items' : '')}`.execute(
    shop.db,
  )
}

/** Until the server is inside the write (PostgreSQL shows it; SQLite's writer gets a moment). */
async function untilInsideTheWrite() {
  if (!postgres) return new Promise((done) => setTimeout(done, 1500))
  for (let i = 0; i < 100; i++) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event = 'PgSleep'`.execute(shop.db)
    if ((rows[0]?.n ?? 0) > 0) return
    await new Promise((done) => setTimeout(done, 50))
  }
  throw new Error('The server never reached the write.')
}

describe('a server killed in the middle of a keyed write', () => {
  it('leaves no claim behind: the retry of the lost answer writes, once', async () => {
    const session = `crash-${randomUUID()}`
    const product = await shop.db
      .selectFrom('products')
      .select('id')
      .where('depo', '>', 5)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const body = { pid: product.id, session, quantity: 1 }
    const headers = { 'content-type': 'application/json', 'idempotency-key': randomUUID() }
    await stallCartInsertsOf(session)

    const server = startShopProcess(shop, neverOverloaded)
    const origin = await server.origin
    const lost = fetch(`${origin}${addToCart}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    }).then(
      (res) => res.status,
      () => 'no answer',
    )
    await untilInsideTheWrite()
    server.child.kill('SIGKILL')
    expect((await server.exited).signal).toBe('SIGKILL')
    expect(await lost).toBe('no answer')
    await unstall()

    // The phone retries with the same key; another instance answers.
    const retry = await shop.rawCall(addToCart, body, { headers })
    expect(retry.statusCode).toBe(200)
    expect(retry.headers['idempotent-replayed']).toBeUndefined()
    const again = await shop.rawCall(addToCart, body, { headers })
    expect(again.headers['idempotent-replayed']).toBe('true')
    type Answer = CallWireResponse<typeof addToCartCall>
    expect(again.json<Answer>()).toEqual(retry.json<Answer>())

    const lines = await shop.db
      .selectFrom('cart_items')
      .select('quantity')
      .where('session', '=', session)
      .execute()
    expect(lines).toEqual([{ quantity: 1 }])
  })
})
