import type { Insertable } from 'kysely'
import { languages } from '../../src/contract/common'
import { toJsonText } from '../../src/contract/json-text'
import type { Db } from '../db/database'
import type { Database } from '../db/schema'
import { productDraft, type ProductDraft } from './catalogue-drafts'
import { reviewers } from './catalogue-review-words'
import { reviewsDraft, reviewerName, type ReviewsDraft } from './catalogue-reviews'
import { renderCataloguePictures, type CataloguePictures } from './catalogue-pictures'
import { brandWords, categoryKeys, categoryWords, type CategoryKey } from './catalogue-words'
import { demoProductCount, demoProductsPerCategory, type SeedOptions } from './seed-options'

const demoStart = Date.UTC(2024, 0, 5, 9, 0, 0)
const extraStart = Date.UTC(2024, 8, 1, 9, 0, 0)
const dayMs = 86_400_000

/** Rows per insert stays far below the bound-parameter limits of SQLite and PostgreSQL. */
async function insertInChunks<T extends keyof Database & string>(
  db: Db,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  const first = rows[0]
  if (!first) return
  const size = Math.max(1, Math.floor(6000 / Object.keys(first).length))
  for (let i = 0; i < rows.length; i += size) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .execute()
  }
}

interface SeedContext {
  pictures: CataloguePictures
  brandIds: Map<number, number>
}

/** Inserts products with their texts, options and pictures; returns their ids by uniqueId. */
async function insertProducts(
  db: Db,
  drafts: { draft: ProductDraft; vote: number }[],
  context: SeedContext,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  const picturesOf = (draft: ProductDraft) =>
    draft.pictures.map((p) => context.pictures[draft.category][p]).filter((p) => p !== undefined)
  const chunk = 400
  for (let start = 0; start < drafts.length; start += chunk) {
    const part = drafts.slice(start, start + chunk)
    const inserted = await db
      .insertInto('products')
      .values(
        part.map(({ draft, vote }) => ({
          unique_id: draft.unique_id,
          category: draft.category,
          brand_id: draft.brand === null ? null : (context.brandIds.get(draft.brand) ?? null),
          model: draft.model,
          sk: draft.sk,
          img: picturesOf(draft)[0]?.url ?? '',
          production: draft.production,
          price: draft.price,
          discount: draft.discount,
          depo: draft.depo,
          box: draft.box,
          fav: draft.fav,
          vote,
          external_link: draft.external_link,
          created_at: draft.created_at,
        })),
      )
      .returning(['id', 'unique_id'])
      .execute()
    for (const row of inserted) ids.set(row.unique_id, row.id)
    const idOf = (draft: ProductDraft) => {
      const id = ids.get(draft.unique_id)
      if (id === undefined) throw new Error(`product ${draft.unique_id} was not inserted`)
      return id
    }
    await insertInChunks(
      db,
      'product_texts',
      part.flatMap(({ draft }) =>
        languages.map((lang) => ({ product_id: idOf(draft), lang, ...draft.texts[lang] })),
      ),
    )
    await insertInChunks(
      db,
      'product_variants',
      part.flatMap(({ draft }) =>
        draft.variants.map(({ names: _, ...variant }) => ({ product_id: idOf(draft), ...variant })),
      ),
    )
    const variantIds = new Map<string, number>()
    const options = part.flatMap(({ draft }) => draft.variants)
    if (options.length > 0) {
      const rows = await db
        .selectFrom('product_variants')
        .select(['id', 'unique_id'])
        .where(
          'product_id',
          'in',
          part.map(({ draft }) => idOf(draft)),
        )
        .execute()
      for (const row of rows) variantIds.set(row.unique_id, row.id)
    }
    await insertInChunks(
      db,
      'product_variant_texts',
      options.flatMap((variant) =>
        languages.map((lang) => ({
          variant_id: variantIds.get(variant.unique_id) ?? 0,
          lang,
          name: variant.names[lang],
        })),
      ),
    )
    await insertInChunks(
      db,
      'product_images',
      part.flatMap(({ draft }) =>
        picturesOf(draft).map((picture, position) => ({
          product_id: idOf(draft),
          url: picture.url,
          widths: toJsonText(picture.widths),
          width: picture.width,
          height: picture.height,
          position,
        })),
      ),
    )
  }
  return ids
}

async function insertFeedback(
  db: Db,
  reviews: { productId: number; draft: ReviewsDraft }[],
  reviewerIds: number[],
): Promise<void> {
  const userOf = (index: number) => reviewerIds[index % reviewerIds.length] ?? 0
  await insertInChunks(
    db,
    'reviews',
    reviews.flatMap(({ productId, draft }) =>
      draft.reviews.map((review) => ({
        product_id: productId,
        user_id: userOf(review.reviewer),
        name: reviewerName(review.reviewer),
        comment: review.comment,
        vote: review.vote,
        zaf: review.zaf,
        ghovat: review.ghovat,
        created_at: review.created_at,
      })),
    ),
  )
  const questions = reviews.flatMap(({ productId, draft }) =>
    draft.questions.map((question) => ({ productId, question })),
  )
  // Questions of one product never share a time, so product + time finds each one's id.
  const questionIds = new Map<string, number>()
  const rows = await db
    .insertInto('questions')
    .values(
      questions.map(({ productId, question }) => ({
        product_id: productId,
        user_id: userOf(question.reviewer),
        name: reviewerName(question.reviewer),
        comment: question.comment,
        created_at: question.created_at,
      })),
    )
    .returning(['id', 'product_id', 'created_at'])
    .execute()
  for (const row of rows) questionIds.set(`${row.product_id}|${row.created_at}`, row.id)
  await insertInChunks(
    db,
    'answers',
    questions.flatMap(({ productId, question }) =>
      question.answers.map((answer) => ({
        question_id: questionIds.get(`${productId}|${question.created_at}`) ?? 0,
        ...answer,
      })),
    ),
  )
  await insertInChunks(
    db,
    'serials',
    reviews.flatMap(({ productId, draft }) =>
      draft.serials.map((serial) => ({ product_id: productId, ...serial })),
    ),
  )
}

async function seedCatalogueRows(db: Db, options: SeedOptions): Promise<void> {
  const pictures = await renderCataloguePictures(options.uploadsDir)

  await db
    .insertInto('product_categories')
    .values(
      categoryKeys.flatMap((category) =>
        languages.map((lang) => ({
          unique_id: category,
          lang,
          title: categoryWords[category].title[lang],
          icon: pictures[category][0]?.url ?? '',
          meta_description: categoryWords[category].description[lang],
          meta_key: toJsonText(categoryWords[category].keywords[lang]),
        })),
      ),
    )
    .execute()

  const brandRows = await db
    .insertInto('brands')
    .values(brandWords.map((brand) => ({ unique_id: brand.uniqueId, title: brand.name.EN })))
    .returning(['id', 'unique_id'])
    .execute()
  const brandIds = new Map<number, number>()
  for (const row of brandRows) {
    brandIds.set(
      brandWords.findIndex((brand) => brand.uniqueId === row.unique_id),
      row.id,
    )
  }

  // Demo reviewers can never log in: '!' is no password hash.
  const reviewerRows = await db
    .insertInto('users')
    .values(
      reviewers.map((reviewer) => ({
        ...reviewer,
        password_hash: '!',
        created_at: new Date(demoStart - 30 * dayMs).toISOString(),
      })),
    )
    .returning(['id', 'email'])
    .execute()
  const reviewerIds = reviewers.map(
    (reviewer) => reviewerRows.find((row) => row.email === reviewer.email)?.id ?? 0,
  )

  const context: SeedContext = { pictures, brandIds }
  const demo: { category: CategoryKey; n: number; draft: ProductDraft; reviews: ReviewsDraft }[] =
    []
  for (let n = 1; n <= demoProductsPerCategory; n++) {
    for (const [c, category] of categoryKeys.entries()) {
      const createdAt = new Date(
        demoStart + ((n - 1) * categoryKeys.length + c) * 3 * dayMs,
      ).toISOString()
      demo.push({
        category,
        n,
        draft: productDraft(category, n, createdAt, true),
        reviews: reviewsDraft(category, n, createdAt),
      })
    }
  }
  const demoIds = await insertProducts(
    db,
    demo.map(({ draft, reviews }) => ({ draft, vote: reviews.vote })),
    context,
  )
  await insertFeedback(
    db,
    demo.map(({ draft, reviews }) => ({
      productId: demoIds.get(draft.unique_id) ?? 0,
      draft: reviews,
    })),
    reviewerIds,
  )

  // Generated products take the categories in turn, each numbered on from the demo's.
  const generated = (options.products ?? demoProductCount) - demoProductCount
  const batch = 2000
  for (let start = 0; start < generated; start += batch) {
    const drafts: { draft: ProductDraft; vote: number }[] = []
    for (let i = start; i < Math.min(generated, start + batch); i++) {
      const category = categoryKeys[i % categoryKeys.length]!
      const n = demoProductsPerCategory + 1 + Math.floor(i / categoryKeys.length)
      const createdAt = new Date(extraStart + i * 60_000).toISOString()
      drafts.push({ draft: productDraft(category, n, createdAt, false), vote: 0 })
    }
    await insertProducts(db, drafts, context)
  }
}

/**
 * The demo catalogue: categories `irons` and `hairdryers`, 30 products each (`iron-1` ...
 * `iron-30`, `hairdryer-1` ... `hairdryer-30`, added alternately so the latest products mix
 * both), texts in EN, FA and AR, options, galleries, reviews, questions with answers and
 * registered serials. Every value comes from a seeded generator, so it is the same on every run.
 *
 * Registered serials: product n owns three, from 10001 + 3(n-1) for irons and 20001 + 3(n-1)
 * for hair dryers, e.g. IR-10001, IR-10002, IR-10003 (iron-1), IR-10004 (iron-2),
 * HD-20001 (hairdryer-1), HD-20088 (hairdryer-30).
 * Product 1 of each category has 14 reviews and 12 questions (two pages each); product 10 of
 * each category is sold out; every fifth product has no options.
 *
 * With `products`, generated products follow up to that many in all (`iron-31`, `hairdryer-31`,
 * `iron-32`...), without reviews, their words drawn from a wider vocabulary (editions in the
 * title, features in the description, more colours) in which a few are common and most are rare.
 */
export async function seedCatalogue(db: Db, options: SeedOptions): Promise<void> {
  if (options.products !== undefined && options.products < demoProductCount) {
    throw new Error(
      `A catalogue of ${options.products} products is smaller than the demo's ${demoProductCount}`,
    )
  }
  if (db.isTransaction) {
    await seedCatalogueRows(db, options)
    return
  }
  await db.transaction().execute((trx) => seedCatalogueRows(trx, options))
}
