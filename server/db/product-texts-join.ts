import { sql, type JoinBuilder } from 'kysely'
import type { Language } from '../../src/contract/common'

/**
 * The join of a product's texts in `lang`, as `t`, onto the product row a query names `p` or
 * `products`: one product, one text a language.
 *
 *   .leftJoin('product_texts as t', productTextsIn(lang, 'p'))
 */
export function productTextsIn(lang: Language, product: 'p' | 'products') {
  return <DB, TB extends keyof DB>(join: JoinBuilder<DB, TB>) =>
    join
      .on(sql<boolean>`${sql.ref('t.product_id')} = ${sql.ref(`${product}.id`)}`)
      .on(sql<boolean>`${sql.ref('t.lang')} = ${lang}`)
}
