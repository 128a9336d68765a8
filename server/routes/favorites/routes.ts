import type { FastifyPluginAsync } from 'fastify'
import {
  favoriteAddCall,
  favoriteDeleteCall,
  favoriteListCall,
  favoriteStateCall,
} from '../../../src/contract/favorites'
import { mayBeMissing, registerCall } from '../../http/register-call'
import { addFavorite, favoritesPage, removeFavorite } from '../../services/favorites'

/** A shopper's favourites (the wishlist): kept, taken out, listed, and which of some are in. */
export const favoriteRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, favoriteAddCall, mayBeMissing, async ({ body, user }) =>
    (await addFavorite(app, user.id, body.pid))
      ? { status: true, msg: 'Added to your wishlist.' }
      : { status: false, msg: 'This product is already in your wishlist.' },
  )

  registerCall(app, favoriteDeleteCall, mayBeMissing, async ({ body, user }) =>
    (await removeFavorite(app, user.id, body.pid))
      ? { status: true, msg: 'Removed from your wishlist.' }
      : { status: false, msg: 'This product is not in your wishlist.' },
  )

  registerCall(app, favoriteListCall, async ({ body, user, lang }) =>
    favoritesPage(app, user.id, lang, body.page),
  )

  registerCall(app, favoriteStateCall, async ({ body, user }) => ({
    favorites: await app.favoritesRepository.among(user.id, [...new Set(body.pids)]),
  }))
}
