import type { FastifyPluginAsync } from 'fastify'
import {
  favoriteAddCall,
  favoriteDeleteCall,
  favoriteListCall,
  favoritesPerPage,
} from '../../../src/contract/favorites'
import { registerCall } from '../../http/register-call'
import { productListItems } from '../../services/product-list'
import { nowIso } from '../../services/tokens'
import { requireProduct } from '../reviews/product-exists'

export const favoriteRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, favoriteAddCall, async ({ body, user, db }) => {
    await requireProduct(db, body.pid)
    // The primary key (user, product) makes a second add, even a concurrent one, a no-op.
    const added = await db
      .insertInto('favorites')
      .values({ user_id: user.id, product_id: body.pid, created_at: nowIso() })
      .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
      .returning('product_id')
      .executeTakeFirst()
    if (!added) {
      return { status: false, msg: 'This product is already in your wishlist.' }
    }
    await db
      .updateTable('products')
      .set((eb) => ({ fav: eb('fav', '+', 1) }))
      .where('id', '=', body.pid)
      .execute()
    return { status: true, msg: 'Added to your wishlist.' }
  })

  registerCall(app, favoriteDeleteCall, async ({ body, user, db }) => {
    await requireProduct(db, body.pid)
    const removed = await db
      .deleteFrom('favorites')
      .where('user_id', '=', user.id)
      .where('product_id', '=', body.pid)
      .executeTakeFirst()
    if (Number(removed.numDeletedRows) === 0) {
      return { status: false, msg: 'This product is not in your wishlist.' }
    }
    await db
      .updateTable('products')
      .set((eb) => ({ fav: eb('fav', '-', 1) }))
      .where('id', '=', body.pid)
      .where('fav', '>', 0)
      .execute()
    return { status: true, msg: 'Removed from your wishlist.' }
  })

  registerCall(app, favoriteListCall, async ({ body, user, lang, db }) => {
    const mine = db.selectFrom('favorites').where('user_id', '=', user.id)
    const [count, rows] = await Promise.all([
      mine.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow(),
      mine
        .select('product_id')
        .orderBy('created_at', 'desc')
        .orderBy('product_id', 'desc')
        .limit(favoritesPerPage)
        .offset((body.page - 1) * favoritesPerPage)
        .execute(),
    ])
    const pageIds = rows.map((row) => row.product_id)
    const items = await productListItems(db, lang, { ids: pageIds, limit: favoritesPerPage })
    const byId = new Map(items.map((item) => [item.id, item]))
    return {
      data: pageIds.flatMap((id) => byId.get(id) ?? []),
      total: Number(count.count),
      per_page: favoritesPerPage,
      current_page: body.page,
    }
  })
}
