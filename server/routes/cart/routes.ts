import type { FastifyPluginAsync } from 'fastify'
import {
  addToCartCall,
  cartClearCall,
  cartDeleteCall,
  cartInfoCall,
  cartListCall,
  cartUpdateCall,
} from '../../../src/contract/cart'
import { mayBeMissing, registerCall, type CallContext } from '../../http/register-call'
import type { AuthUser } from '../../repositories/accounts-repository'
import { ownerOf } from '../../db/visitor-owner'
import { visitorCart } from '../../services/cart-lines'

/** What a cart's call names: the browser's session, and the login and language of its request. */
type CartRequest = Pick<CallContext<{ session: string }, AuthUser | null>, 'body' | 'user' | 'lang'>

/** The buyer's cart: a session's, joined with the account's once they log in. */
export const cartRoutes: FastifyPluginAsync = async (app) => {
  /** The cart of a request: its session's, and its user's when the token names one. */
  const cartOf = ({ body, user, lang }: CartRequest) =>
    visitorCart(app, ownerOf(body.session, user), lang)

  registerCall(app, addToCartCall, mayBeMissing, async (request) => ({
    status: true,
    msg: 'Added to your cart.',
    cart: await cartOf(request).add(request.body),
  }))

  registerCall(app, cartListCall, async (request) => cartOf(request).read())

  registerCall(app, cartUpdateCall, mayBeMissing, async (request) => ({
    status: true,
    msg: 'Your cart was updated.',
    cart: await cartOf(request).update(request.body),
  }))

  registerCall(app, cartDeleteCall, mayBeMissing, async (request) => ({
    status: true,
    msg: 'Removed from your cart.',
    cart: await cartOf(request).remove(request.body.id),
  }))

  registerCall(app, cartClearCall, async (request) => ({
    status: true,
    msg: 'Your cart is empty.',
    cart: await cartOf(request).empty(),
  }))

  registerCall(app, cartInfoCall, async (request) => {
    const { data: _lines, ...totals } = await cartOf(request).read()
    return totals
  })
}
