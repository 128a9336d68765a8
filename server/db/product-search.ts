import { sql } from 'kysely'
import { languages, type Language } from '../../src/contract/common'
import {
  mayBeNear,
  mayBeTypo,
  searchTerms,
  searchWords,
  typedForms,
  typoVariants,
  withinOneEdit,
} from '../../src/contract/search-text'
import { isPostgres, type Db } from './database'
import { isIndexCurrent, markIndexFilled, type SearchIndexVersion } from './search-index-state'

/** Raised when the folding rule or the indexed fields change: every shop fills its index again. */
const index: SearchIndexVersion = { name: 'products', version: 3 }

/** Rows written in one statement (SQLite allows 32,766 parameters). */
const chunkSize = 500

/**
 * In SQLite, a row's rowid is its product's id and language together (`id * 4 + language`): a
 * search reads which product and language each match is from the FTS index alone, without
 * reading the rows' stored columns (a tenth of the time for a word thousands of products hold).
 */
const languageSlots = 4
const rowidOf = (productId: number, lang: string) =>
  productId * languageSlots + languages.indexOf(lang as Language)
const slotOf = (lang: Language) => languages.indexOf(lang)

interface IndexRow {
  product_id: number
  lang: string
  title: string
  words: string
  body: string
}

/**
 * The terms of the texts (`searchTerms`: their words, and two neighbours as one), folded as the
 * search compares them, in one line.
 */
const folded = (...texts: (string | null | undefined)[]) =>
  texts.flatMap((text) => (text ? searchTerms(text) : [])).join(' ')

/** The index's rows of some products (or of all), read from the catalogue. */
async function indexRows(db: Db, ids?: readonly number[]): Promise<IndexRow[]> {
  let texts = db
    .selectFrom('product_texts as t')
    .innerJoin('products as p', 'p.id', 't.product_id')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .leftJoin('product_categories as c', (join) =>
      join.onRef('c.unique_id', '=', 'p.category').onRef('c.lang', '=', 't.lang'),
    )
    .select([
      't.product_id',
      't.lang',
      't.title',
      't.des',
      'p.model',
      'b.title as brand',
      'c.title as category',
    ])
  let options = db
    .selectFrom('product_variant_texts as n')
    .innerJoin('product_variants as v', 'v.id', 'n.variant_id')
    .select(['v.product_id', 'n.lang', 'n.name'])
  if (ids) {
    texts = texts.where('t.product_id', 'in', ids)
    options = options.where('v.product_id', 'in', ids)
  }
  const optionNames = new Map<string, string[]>()
  for (const option of await options.execute()) {
    const key = `${option.product_id}:${option.lang}`
    optionNames.set(key, [...(optionNames.get(key) ?? []), option.name])
  }
  return (await texts.execute()).map((text) => ({
    product_id: text.product_id,
    lang: text.lang,
    title: folded(text.title),
    words: folded(
      text.model,
      text.brand,
      text.category,
      ...(optionNames.get(`${text.product_id}:${text.lang}`) ?? []),
    ),
    // Its words only: a description's neighbours as one are noise ("a steam" as "asteam").
    body: searchWords(text.des).join(' '),
  }))
}

async function writeRows(db: Db, rows: readonly IndexRow[]): Promise<void> {
  const sqlite = !isPostgres(db)
  for (let at = 0; at < rows.length; at += chunkSize) {
    const chunk = rows.slice(at, at + chunkSize)
    await db
      .insertInto('product_search')
      .values(
        sqlite ? chunk.map((row) => ({ ...row, rowid: rowidOf(row.product_id, row.lang) })) : chunk,
      )
      .execute()
  }
  const words = new Set(
    rows.flatMap((row) => `${row.title} ${row.words} ${row.body}`.split(' ')).filter(mayBeNear),
  )
  const near = [...words].flatMap((word) =>
    typoVariants(word).map((variant) => ({ variant, word })),
  )
  for (let at = 0; at < near.length; at += chunkSize) {
    await db
      .insertInto('product_search_near')
      .values(near.slice(at, at + chunkSize))
      .onConflict((conflict) => conflict.columns(['variant', 'word']).doNothing())
      .execute()
  }
}

/**
 * Writes the products' rows of the index again, in the caller's transaction: after any write that
 * changes what a search finds of them (their texts, model, brand, category or options).
 */
export async function indexProducts(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return
  await (
    isPostgres(db)
      ? db.deleteFrom('product_search').where('product_id', 'in', ids)
      : db.deleteFrom('product_search').where(
          sql.ref('rowid'),
          'in',
          ids.flatMap((id) => languages.map((lang) => rowidOf(id, lang))),
        )
  ).execute()
  await writeRows(db, await indexRows(db, ids))
}

/**
 * Fills the index from the whole catalogue when it was filled by another folding rule, or never:
 * as the shop starts, before it answers.
 */
export async function ensureProductSearchIndex(db: Db): Promise<void> {
  if (!(await isIndexCurrent(db, index))) await rebuildProductSearchIndex(db)
}

/** Fills the index from the whole catalogue, in one transaction: after seeding a shop. */
export async function rebuildProductSearchIndex(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('product_search').execute()
    await trx.deleteFrom('product_search_near').execute()
    await writeRows(trx, await indexRows(trx))
    await markIndexFilled(trx, index)
  })
}

/**
 * The indexed words one edit away from a word typed (a typo): those sharing one of its
 * `typoVariants`, read by the near table's key.
 */
async function nearWords(db: Db, word: string): Promise<string[]> {
  const rows = await db
    .selectFrom('product_search_near')
    .select('word')
    .distinct()
    .where('variant', 'in', typoVariants(word))
    .execute()
  return rows.map((row) => row.word).filter((near) => near !== word && withinOneEdit(word, near))
}

/**
 * What each word of a query finds: words it or its singular begins ("ste" finds "steam",
 * "irons" "iron"), and, for words that `mayBeTypo`, the indexed words one edit away.
 */
async function queryTerms(db: Db, query: string): Promise<{ forms: string[]; near: string[] }[]> {
  return Promise.all(
    searchWords(query).map(async (word) => ({
      forms: typedForms(word),
      near: mayBeTypo(word) ? await nearWords(db, word) : [],
    })),
  )
}

/**
 * The products of a language whose index rows hold every word of the query (with `anyWord`, any
 * one of them: what is close to a query that found nothing), each with its relevance (higher
 * first: a title's word above a model's, brand's, category's or option's, those above the
 * description's). A subquery to join the catalogue's lists with; none when the query has no word.
 */
export async function productMatches(db: Db, lang: Language, query: string, anyWord = false) {
  const terms = await queryTerms(db, query)
  if (terms.length === 0) return undefined
  if (isPostgres(db)) {
    const { matches, relevance } = textSearchQuery(terms, anyWord ? ' | ' : ' & ')
    return db
      .selectFrom('product_search')
      .select(['product_search.product_id', relevance.as('relevance')])
      .where(matches)
      .where('product_search.lang', '=', lang)
  }
  const { matches, relevance } = fts5Query(terms, anyWord ? ' OR ' : ' AND ')
  const rowid = sql.ref('product_search.rowid')
  return db
    .selectFrom('product_search')
    .select([
      sql<number>`${rowid} / ${sql.lit(languageSlots)}`.as('product_id'),
      relevance.as('relevance'),
    ])
    .where(matches)
    .where(sql`${rowid} % ${sql.lit(languageSlots)}`, '=', slotOf(lang))
}

type QueryTerms = Awaited<ReturnType<typeof queryTerms>>

/** PostgreSQL: a prefix of each word or a near word, ranked by the vector's weights. */
function textSearchQuery(terms: QueryTerms, between: ' & ' | ' | ') {
  const expression = terms
    .map(({ forms, near }) => `(${[...forms.map((form) => `${form}:*`), ...near].join(' | ')})`)
    .join(between)
  const tsQuery = sql`to_tsquery('simple', ${expression})`
  return {
    matches: sql<boolean>`document @@ ${tsQuery}`,
    relevance: sql<number>`ts_rank(document, ${tsQuery})`,
  }
}

/** SQLite: FTS5's query of the same, ranked by bm25 with the columns' weights. */
function fts5Query(terms: QueryTerms, between: ' AND ' | ' OR ') {
  const expression = terms
    .map(
      ({ forms, near }) =>
        `(${[...forms.map((form) => `"${form}"*`), ...near.map((n) => `"${n}"`)].join(' OR ')})`,
    )
    .join(between)
  return {
    matches: sql<boolean>`product_search match ${`{title words body} : (${expression})`}`,
    // bm25 is lower for a better match; its weights follow the columns.
    relevance: sql<number>`-bm25(product_search, 0, 0, 10.0, 3.0, 1.0)`,
  }
}
