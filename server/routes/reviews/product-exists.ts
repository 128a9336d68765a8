import type { Db } from '../../db/database'
import { notFound } from '../../http/errors'

/** 404 unless product `pid` exists. */
export async function requireProduct(db: Db, pid: number): Promise<void> {
  const row = await db.selectFrom('products').select('id').where('id', '=', pid).executeTakeFirst()
  if (!row) throw notFound(`There is no product with id ${pid}.`)
}
