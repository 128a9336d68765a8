import type { PageWindow } from '../records/paged-list'
import { pagedRows } from '../db/paged-query'
import { repositoryPlugin, type DbScope } from '../db/repository-plugin'
import { changedAnyRow } from '../db/changed-rows'

declare module 'fastify' {
  interface FastifyInstance {
    favoritesRepository: ReturnType<typeof createFavoritesRepository>
  }
}

/** The products each user keeps in their wishlist, and each product's count of them. */
export function createFavoritesRepository(currentDb: DbScope) {
  return {
    /** Adds a product to a user's wishlist; false when it is there already. */
    async add(userId: number, productId: number, createdAt: string): Promise<boolean> {
      const db = currentDb()
      // The primary key (user, product) makes a second add, even a concurrent one, a no-op.
      const added = await db
        .insertInto('favorites')
        .values({ user_id: userId, product_id: productId, created_at: createdAt })
        .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
        .returning('product_id')
        .executeTakeFirst()
      if (!added) return false
      await db
        .updateTable('products')
        .set((eb) => ({ fav: eb('fav', '+', 1) }))
        .where('id', '=', productId)
        .execute()
      return true
    },

    /** Takes a product out of a user's wishlist; false when it was not there. */
    async remove(userId: number, productId: number): Promise<boolean> {
      const db = currentDb()
      const removed = await changedAnyRow(
        db
          .deleteFrom('favorites')
          .where('user_id', '=', userId)
          .where('product_id', '=', productId),
      )
      if (!removed) return false
      await db
        .updateTable('products')
        .set((eb) => ({ fav: eb('fav', '-', 1) }))
        .where('id', '=', productId)
        .where('fav', '>', 0)
        .execute()
      return true
    },

    /** Which of the products are in a user's wishlist. */
    async among(userId: number, productIds: number[]): Promise<number[]> {
      const db = currentDb()
      const rows = await db
        .selectFrom('favorites')
        .select('product_id')
        .where('user_id', '=', userId)
        .where('product_id', 'in', productIds)
        .execute()
      return rows.map((row) => row.product_id)
    },

    /** A page of a user's wishlist, latest added first, and how many products it holds. */
    async page(userId: number, page: PageWindow) {
      const db = currentDb()
      const mine = db.selectFrom('favorites').where('user_id', '=', userId)
      const { rows, total } = await pagedRows(mine, page, (matching) =>
        matching.select('product_id').orderBy('created_at', 'desc').orderBy('product_id', 'desc'),
      )
      return { productIds: rows.map((row) => row.product_id), total }
    },
  }
}

export const favoritesRepositoryPlugin = repositoryPlugin(
  'favoritesRepository',
  createFavoritesRepository,
)
