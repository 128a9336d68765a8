import * as z from 'zod/mini'
import { defineCall, v1 } from './call'
import { productListItemSchema } from './catalogue'
import { ignoredUid, rowId, tokenField, ownListCall } from './common'
import { onFirstUse } from './on-first-use'

export const favoritesPerPage = 12

const productRef = onFirstUse(() => ({
  /** Product id. */
  pid: rowId,
  type: z._default(z.literal('product'), 'product'),
  token: tokenField,
  uid: ignoredUid,
}))

/** `status: false` with `msg` when the product already is (add) or is not (remove) in the list. */
const favoriteResult = onFirstUse(() => z.object({ status: z.boolean(), msg: z.string() }))

export const favoriteAddCall = onFirstUse(() =>
  defineCall({
    path: v1('send/favorite'),
    auth: 'user',
    write: true,
    request: z.strictObject(productRef),
    response: favoriteResult,
  }),
)

export const favoriteDeleteCall = onFirstUse(() =>
  defineCall({
    path: v1('send/favorite_delete'),
    auth: 'user',
    write: true,
    request: z.strictObject(productRef),
    response: favoriteResult,
  }),
)

/** The user's favourites, latest added first. */
export const favoriteListCall = onFirstUse(() =>
  ownListCall('send/favorite_list', productListItemSchema),
)

/** How many products one `favorite_state` call asks about at most. */
export const favoriteStateMax = 50

/** Which of the given products are in the user's favourites (a product page asks of its own). */
export const favoriteStateCall = onFirstUse(() =>
  defineCall({
    path: v1('send/favorite_state'),
    auth: 'user',
    request: z.strictObject({
      pids: z.array(rowId).check(z.minLength(1), z.maxLength(favoriteStateMax)),
      token: tokenField,
      uid: ignoredUid,
    }),
    response: z.object({ favorites: z.array(z.int()) }),
  }),
)
