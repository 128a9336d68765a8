import { sql, type SelectQueryBuilder } from 'kysely'
import type { PageWindow } from '../records/paged-list'

/** One page of a list's rows and how many rows the list holds in all. */
export interface PagedRows<Row> {
  rows: Row[]
  total: number
}

/**
 * One page of the rows `matching` holds, and how many it holds: `pageRows` selects and orders the
 * rows of the page, the count runs over `matching` as it is (its selection and order left out).
 * Both dialects: PostgreSQL counts in a bigint, read as a string.
 *
 *   pagedRows(db.selectFrom('favorites').where('user_id', '=', id), window, (mine) =>
 *     mine.select('product_id').orderBy('created_at', 'desc'))
 */
export async function pagedRows<DB, TB extends keyof DB, O, Row>(
  matching: SelectQueryBuilder<DB, TB, O>,
  window: PageWindow,
  pageRows: (matching: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, Row>,
): Promise<PagedRows<Row>> {
  const [rows, count] = await Promise.all([
    pageRows(matching).limit(window.limit).offset(window.offset).execute(),
    matching
      .clearSelect()
      .clearOrderBy()
      .select(sql<number | string | bigint>`count(*)`.as('total'))
      .$castTo<{ total: number | string | bigint }>()
      .executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.total) }
}
