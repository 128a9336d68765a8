import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../api/client'
import { retryUnlessRefused } from '../../../api/login-refused'
import type { Language } from '../../../contract/common'
import { favoriteDeleteCall, favoriteListCall } from '../../../contract/favorites'

/** A page of the visitor's favourites, latest added first. */
export const favoritesQueryOptions = (lang: Language, token: string, page: number) =>
  queryOptions({
    queryKey: ['account', 'favorites', token, page, lang],
    queryFn: ({ signal }) => callApi(favoriteListCall, { page }, { lang, signal, token }),
    retry: retryUnlessRefused,
  })

/** Takes a product off the visitor's favourites. */
export const removeFavorite = (pid: number, token: string, lang: Language) =>
  callApi(favoriteDeleteCall, { pid }, { lang, token })
