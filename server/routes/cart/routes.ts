import type { FastifyPluginAsync } from 'fastify'
import {
  addToCartCall,
  cartClearCall,
  cartDeleteCall,
  cartInfoCall,
  cartListCall,
  cartUpdateCall,
} from '../../../src/contract/cart'
import { mayBeMissing, registerCall } from '../../http/register-call'
import { ownerOf } from '../../db/visitor-owner'
import { addToCart, emptyCart, removeCartLine, updateCartLine } from '../../services/cart-lines'

/** The buyer's cart: a session's, joined with the account's once they log in. */
export const cartRoutes: FastifyPluginAsync = async (app) => {
  const { cartRepository } = app

  registerCall(app, addToCartCall, mayBeMissing, async ({ body, user, lang }) => ({
    status: true,
    msg: 'Added to your cart.',
    cart: await addToCart(app, ownerOf(body.session, user), body, lang),
  }))

  registerCall(app, cartListCall, async ({ body, user, lang }) =>
    cartRepository.cartOf(lang, ownerOf(body.session, user)),
  )

  registerCall(app, cartUpdateCall, mayBeMissing, async ({ body, user, lang }) => ({
    status: true,
    msg: 'Your cart was updated.',
    cart: await updateCartLine(app, ownerOf(body.session, user), body, lang),
  }))

  registerCall(app, cartDeleteCall, mayBeMissing, async ({ body, user, lang }) => ({
    status: true,
    msg: 'Removed from your cart.',
    cart: await removeCartLine(app, ownerOf(body.session, user), body.id, lang),
  }))

  registerCall(app, cartClearCall, async ({ body, user, lang }) => ({
    status: true,
    msg: 'Your cart is empty.',
    cart: await emptyCart(app, ownerOf(body.session, user), lang),
  }))

  registerCall(app, cartInfoCall, async ({ body, user, lang }) => {
    const { data: _lines, ...totals } = await cartRepository.cartOf(
      lang,
      ownerOf(body.session, user),
    )
    return totals
  })
}
