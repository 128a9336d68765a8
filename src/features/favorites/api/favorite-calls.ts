import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../api/client'
import { ownDataReads, ownListQueryOptions } from '../../../api/own-data-reads'
import { sharedQueryKeys } from '../../../api/shared-query-keys'
import type { CallRequest } from '../../../contract/call'
import type { Language } from '../../../contract/common'
import {
  favoriteAddCall,
  favoriteDeleteCall,
  favoriteListCall,
  favoriteStateCall,
} from '../../../contract/favorites'
import type { OutboxVariables, OutboxWrite } from '../../../lib/outbox/outbox-queue'

/** A page of the visitor's favourites, latest added first. */
export const favoritesQueryOptions = (lang: Language, token: string, page: number) =>
  ownListQueryOptions(['account', 'favorites'], favoriteListCall, lang, token, page)

/** Whether a product is in the visitor's favourites. */
export const favoriteStateQueryOptions = (lang: Language, token: string, pid: number) =>
  queryOptions({
    queryKey: ['account', 'favorite-state', token, pid],
    ...ownDataReads,
    queryFn: async ({ signal }) => {
      const { favorites } = await callApi(
        favoriteStateCall,
        { pids: [pid] },
        { lang, signal, token },
      )
      return favorites.includes(pid)
    },
  })

type FavoriteBody = CallRequest<typeof favoriteAddCall>

/** The reads a change of the visitor's favourites changes. */
const favoriteChanges = ({ about }: OutboxVariables<FavoriteBody>) => [
  ['account', 'favorites'],
  ['account', 'favorite-state'],
  // The product's count of favourites.
  sharedQueryKeys.product(about.unique),
]

/** Adds a product to the visitor's favourites (`status: false` when it was there already). */
export const favoriteWrite: OutboxWrite<typeof favoriteAddCall> = {
  kind: 'favorite',
  call: favoriteAddCall,
  changes: favoriteChanges,
}

/** Takes a product off the visitor's favourites. */
export const unfavoriteWrite: OutboxWrite<typeof favoriteDeleteCall> = {
  kind: 'unfavorite',
  call: favoriteDeleteCall,
  changes: favoriteChanges,
}
