import type { FastifyInstance } from 'fastify'
import type { Language } from '../../src/contract/common'
import { favoritesPerPage } from '../../src/contract/favorites'
import { pagedList, pageWindow } from '../records/paged-list'
import { nowIso } from '../security/tokens'
import { requireShownProduct } from './shown-product'

/** Keeps a shown product among a shopper's favourites; false when it already was. 404 for another. */
export async function addFavorite(app: FastifyInstance, userId: number, pid: number) {
  await requireShownProduct(app, pid)
  return app.favoritesRepository.add(userId, pid, nowIso())
}

/** Takes a shown product out of a shopper's favourites; false when it was not in. 404 for another. */
export async function removeFavorite(app: FastifyInstance, userId: number, pid: number) {
  await requireShownProduct(app, pid)
  return app.favoritesRepository.remove(userId, pid)
}

/** A page of a shopper's favourites, latest kept first, as product list items. */
export async function favoritesPage(
  app: FastifyInstance,
  userId: number,
  lang: Language,
  page: number,
) {
  const { productIds, total } = await app.favoritesRepository.page(
    userId,
    pageWindow(page, favoritesPerPage),
  )
  const items = await app.catalogueRepository.productListItems(lang, {
    ids: productIds,
    limit: favoritesPerPage,
  })
  const byId = new Map(items.map((item) => [item.id, item]))
  const data = productIds.flatMap((id) => byId.get(id) ?? [])
  return pagedList(data, total, page, favoritesPerPage)
}
