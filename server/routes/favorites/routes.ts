import type { FastifyPluginAsync } from 'fastify'
import {
  favoriteAddCall,
  favoriteDeleteCall,
  favoriteListCall,
  favoritesPerPage,
  favoriteStateCall,
} from '../../../src/contract/favorites'
import { mayBeMissing, registerCall } from '../../http/register-call'
import { pagedList, pageWindow } from '../../records/paged-list'
import { nowIso } from '../../security/tokens'
import { requireShownProduct } from '../../services/shown-product'

export const favoriteRoutes: FastifyPluginAsync = async (app) => {
  const { catalogueRepository, favoritesRepository } = app

  registerCall(app, favoriteAddCall, mayBeMissing, async ({ body, user }) => {
    await requireShownProduct(app, body.pid)
    if (!(await favoritesRepository.add(user.id, body.pid, nowIso()))) {
      return { status: false, msg: 'This product is already in your wishlist.' }
    }
    return { status: true, msg: 'Added to your wishlist.' }
  })

  registerCall(app, favoriteDeleteCall, mayBeMissing, async ({ body, user }) => {
    await requireShownProduct(app, body.pid)
    if (!(await favoritesRepository.remove(user.id, body.pid))) {
      return { status: false, msg: 'This product is not in your wishlist.' }
    }
    return { status: true, msg: 'Removed from your wishlist.' }
  })

  registerCall(app, favoriteListCall, async ({ body, user, lang }) => {
    const { productIds, total } = await favoritesRepository.page(
      user.id,
      pageWindow(body.page, favoritesPerPage),
    )
    const items = await catalogueRepository.productListItems(lang, {
      ids: productIds,
      limit: favoritesPerPage,
    })
    const byId = new Map(items.map((item) => [item.id, item]))
    const data = productIds.flatMap((id) => byId.get(id) ?? [])
    return pagedList(data, total, body.page, favoritesPerPage)
  })

  registerCall(app, favoriteStateCall, async ({ body, user }) => ({
    favorites: await favoritesRepository.among(user.id, [...new Set(body.pids)]),
  }))
}
