import { sql, type Expression, type SqlBool } from 'kysely'
import { asciiDigits } from '../../src/contract/common'
import { searchableText } from '../../src/contract/search-text'
import { orderNumberOf } from '../records/order-numbers'
import { isPostgres, type Db } from './database'
import { isIndexCurrent, markIndexFilled, type SearchIndexVersion } from './search-index-state'
import { likePattern } from './like-pattern'

/** Raised when the folding rule or the indexed fields change: every shop fills its index again. */
const index: SearchIndexVersion = { name: 'orders', version: 1 }

/** Rows written in one statement. */
const chunkSize = 500

/** A trigram index finds a run of text this long or longer. */
export const orderSearchMinLength = 3

interface OrderSearchRow {
  order_id: number
  number: string
  name: string
  phone: string
}

/** Text as the order search compares it: `searchableText`, its spaces as one. */
const foldedText = (text: string) => searchableText(text).replace(/\s+/g, ' ').trim()

/**
 * A phone's digits as the order search compares them, in any digits, without spaces, dashes or
 * brackets: an Iranian number in its national form (+98 or 0098 read as the leading 0), any other
 * international number without its + or 00. So "+98 912 123 4567", "۰۹۱۲۱۲۳۴۵۶۷" and
 * "09121234567" are the same, and "4567" is a run within it.
 */
export function phoneSearchDigits(phone: string): string {
  const typed = asciiDigits(phone).trim()
  const digits = typed.replace(/\D/g, '')
  const international = typed.startsWith('+')
    ? digits
    : digits.startsWith('00')
      ? digits.slice(2)
      : undefined
  if (international === undefined) return digits
  return international.startsWith('98') ? `0${international.slice(2)}` : international
}

/** An order's row of the index: its number, name and phone folded. */
function searchRow(order: { id: number; number: string; name: string; phone: string }) {
  return {
    order_id: order.id,
    number: foldedText(order.number),
    name: foldedText(order.name),
    phone: phoneSearchDigits(order.phone),
  }
}

async function writeRows(db: Db, rows: readonly OrderSearchRow[]): Promise<void> {
  for (let at = 0; at < rows.length; at += chunkSize) {
    const chunk = rows.slice(at, at + chunkSize)
    if (isPostgres(db)) {
      await db.insertInto('order_search').values(chunk).execute()
    } else {
      // FTS5 keys its rows by rowid: the order's id.
      await sql`insert into order_search (rowid, number, name, phone) values ${sql.join(
        chunk.map((row) => sql`(${row.order_id}, ${row.number}, ${row.name}, ${row.phone})`),
      )}`.execute(db)
    }
  }
}

async function removeRows(db: Db, ids: readonly number[]): Promise<void> {
  if (isPostgres(db)) await db.deleteFrom('order_search').where('order_id', 'in', ids).execute()
  else await sql`delete from order_search where rowid in (${sql.join(ids)})`.execute(db)
}

/**
 * Writes the orders' rows of the search index again, in the caller's transaction: after a write
 * that adds orders or changes their number, name or phone.
 */
export async function indexOrders(db: Db, ids: readonly number[]): Promise<void> {
  for (let at = 0; at < ids.length; at += chunkSize) {
    const chunk = ids.slice(at, at + chunkSize)
    await removeRows(db, chunk)
    const orders = await db
      .selectFrom('orders')
      .select(['id', 'number', 'name', 'phone'])
      .where('id', 'in', chunk)
      .execute()
    await writeRows(db, orders.map(searchRow))
  }
}

/** Adds a new order's row of the index, in the transaction that stores the order. */
export async function indexNewOrder(
  db: Db,
  order: { id: number; number: string; name: string; phone: string },
): Promise<void> {
  await writeRows(db, [searchRow(order)])
}

/**
 * Fills the index from every order when it was filled by another folding rule, or never: as the
 * shop's migrations end, before it answers.
 */
export async function ensureOrderSearchIndex(db: Db): Promise<void> {
  if (!(await isIndexCurrent(db, index))) await rebuildOrderSearchIndex(db)
}

/** Fills the index from every order, in one transaction, reading the orders a chunk at a time. */
export async function rebuildOrderSearchIndex(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('order_search').execute()
    let after = 0
    for (;;) {
      const orders = await trx
        .selectFrom('orders')
        .select(['id', 'number', 'name', 'phone'])
        .where('id', '>', after)
        .orderBy('id')
        .limit(chunkSize * 10)
        .execute()
      if (orders.length === 0) break
      await writeRows(trx, orders.map(searchRow))
      after = orders[orders.length - 1]!.id
    }
    await markIndexFilled(trx, index)
  })
}

/**
 * What a search of the orders looks for, each folded as the index holds it: a run of an order's
 * number (typed in any case, with or without its dash), of its buyer's name (letters in their
 * Persian or Arabic forms alike), and, when the search is a phone typed in any digits, a run of
 * its phone's digits. A run shorter than `orderSearchMinLength` is not looked for.
 */
export function orderSearchTerms(search: string) {
  const long = (text: string) => (text.length >= orderSearchMinLength ? text : undefined)
  const typedPhone = /^\+?[\d\s\-().]+$/.test(asciiDigits(search).trim())
  return {
    number: long(foldedText(orderNumberOf(search))),
    name: long(foldedText(search)),
    phone: typedPhone ? long(phoneSearchDigits(search)) : undefined,
  }
}

/** FTS5's query of a run of text: a phrase, its quotes doubled. */
const phrase = (text: string) => `"${text.replace(/"/g, '""')}"`

/**
 * The ids of the orders a search finds (`orderSearchTerms`), from the index: a subquery to
 * narrow the orders with; none when the search holds no run long enough to look for.
 */
export function orderMatches(db: Db, search: string): Expression<number> | undefined {
  const terms = Object.entries(orderSearchTerms(search)).filter(
    (term): term is [string, string] => term[1] !== undefined,
  )
  if (terms.length === 0) return undefined
  if (isPostgres(db)) {
    const holds = terms.map(
      ([column, text]) => sql<SqlBool>`${sql.ref(column)} like ${likePattern(text)} escape '\\'`,
    )
    return sql<number>`(select order_id from order_search where ${sql.join(holds, sql` or `)})`
  }
  const query = terms.map(([column, text]) => `${column} : ${phrase(text)}`).join(' OR ')
  return sql<number>`(select rowid from order_search where order_search match ${query})`
}
