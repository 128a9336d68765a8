import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../api/client'
import { retryUnlessRefused } from '../../../api/login-refused'
import { sharedQueryKeys } from '../../../api/shared-query-keys'
import type { CallRequest, CallResponse } from '../../../contract/call'
import type { Language } from '../../../contract/common'
import {
  favoriteAddCall,
  favoriteDeleteCall,
  favoriteListCall,
  favoriteStateCall,
} from '../../../contract/favorites'
import { writeCallOptions, type OutboxVariables, type OutboxWrite } from '../../../lib/outbox'

/** A page of the visitor's favourites, latest added first. */
export const favoritesQueryOptions = (lang: Language, token: string, page: number) =>
  queryOptions({
    queryKey: ['account', 'favorites', token, page, lang],
    // The visitor's own, changed elsewhere too (another tab, another device): a copy read back
    // from the device shows at once and is read again.
    staleTime: 0,
    queryFn: ({ signal }) => callApi(favoriteListCall, { page }, { lang, signal, token }),
    retry: retryUnlessRefused,
  })

/** Whether a product is in the visitor's favourites. */
export const favoriteStateQueryOptions = (lang: Language, token: string, pid: number) =>
  queryOptions({
    queryKey: ['account', 'favorite-state', token, pid],
    // The visitor's own, changed elsewhere too (another tab, another device): a copy read back
    // from the device shows at once and is read again.
    staleTime: 0,
    queryFn: async ({ signal }) => {
      const { favorites } = await callApi(
        favoriteStateCall,
        { pids: [pid] },
        { lang, signal, token },
      )
      return favorites.includes(pid)
    },
    retry: retryUnlessRefused,
  })

type FavoriteBody = CallRequest<typeof favoriteAddCall>
type FavoriteAnswer = CallResponse<typeof favoriteAddCall>

/** The reads a change of the visitor's favourites changes. */
const favoriteChanges = ({ about }: OutboxVariables<FavoriteBody>) => [
  ['account', 'favorites'],
  ['account', 'favorite-state'],
  // The product's count of favourites.
  sharedQueryKeys.product(about.unique),
]

/** Adds a product to the visitor's favourites (`status: false` when it was there already). */
export const favoriteWrite: OutboxWrite<FavoriteBody, FavoriteAnswer> = {
  kind: 'favorite',
  send: (variables) => callApi(favoriteAddCall, variables.body, writeCallOptions(variables)),
  changes: favoriteChanges,
}

/** Takes a product off the visitor's favourites. */
export const unfavoriteWrite: OutboxWrite<FavoriteBody, FavoriteAnswer> = {
  kind: 'unfavorite',
  send: (variables) => callApi(favoriteDeleteCall, variables.body, writeCallOptions(variables)),
  changes: favoriteChanges,
}
