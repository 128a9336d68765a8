import type { FastifyPluginAsync } from 'fastify'
import {
  addToCartCall,
  cartClearCall,
  cartDeleteCall,
  cartInfoCall,
  cartListCall,
  cartUpdateCall,
} from '../../../src/contract/cart'
import { notFound } from '../../http/errors'
import { mayBeMissing, registerCall } from '../../http/register-call'
import { ownerOf } from '../../repositories/cart-repository'
import { addToCart, updateCartLine } from '../../services/cart-lines'

export const cartRoutes: FastifyPluginAsync = async (app) => {
  const { cartRepository } = app

  registerCall(app, addToCartCall, mayBeMissing, async ({ body, user, lang }) => ({
    status: true,
    msg: 'Added to your cart.',
    cart: await addToCart(app, body, user, lang),
  }))

  registerCall(app, cartListCall, async ({ body, user, lang }) =>
    cartRepository.cartOf(lang, ownerOf(body.session, user)),
  )

  registerCall(app, cartUpdateCall, mayBeMissing, async ({ body, user, lang }) => ({
    status: true,
    msg: 'Your cart was updated.',
    cart: await updateCartLine(app, body, user, lang),
  }))

  registerCall(app, cartDeleteCall, mayBeMissing, async ({ body, user, lang }) => {
    const owner = ownerOf(body.session, user)
    if (!(await cartRepository.deleteOwnedLine(owner, body.id))) {
      throw notFound('There is no such line in your cart.')
    }
    return {
      status: true,
      msg: 'Removed from your cart.',
      cart: await cartRepository.cartOf(lang, owner),
    }
  })

  registerCall(app, cartClearCall, async ({ body, user, lang }) => {
    const owner = ownerOf(body.session, user)
    await cartRepository.clear(owner)
    return {
      status: true,
      msg: 'Your cart is empty.',
      cart: await cartRepository.cartOf(lang, owner),
    }
  })

  registerCall(app, cartInfoCall, async ({ body, user, lang }) => {
    const { data: _lines, ...totals } = await cartRepository.cartOf(
      lang,
      ownerOf(body.session, user),
    )
    return totals
  })
}
