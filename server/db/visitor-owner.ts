import { sql, type ExpressionBuilder } from 'kysely'
import type { Database } from './schema'

/** Whose cart and orders: the browser's session, plus the user's own when logged in. */
export interface VisitorOwner {
  session: string
  userId: number | null
}

/** The visitor of a request: its session, and its user when the token names one. */
export const ownerOf = (session: string, user: { id: number } | null): VisitorOwner => ({
  session,
  userId: user?.id ?? null,
})

/**
 * Rows of a visitor's table a requester may see and change: the cart's lines, the orders. Those
 * the session made without a login (user 0), and the user's own.
 */
export function ownedBy<T extends 'cart_items' | 'orders'>(table: T, owner: VisitorOwner) {
  return (eb: ExpressionBuilder<Database, T>) => {
    const column = (name: 'session' | 'user_id') => sql.ref(`${table}.${name}`)
    const visitorRows = eb.and([
      eb(column('session'), '=', owner.session),
      eb(column('user_id'), '=', 0),
    ])
    return owner.userId === null
      ? visitorRows
      : eb.or([visitorRows, eb(column('user_id'), '=', owner.userId)])
  }
}
