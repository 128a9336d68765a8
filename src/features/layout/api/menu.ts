import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../api/client'
import type { Language } from '../../../contract/common'
import { menuCall, type menuNames } from '../../../contract/content'

export type MenuName = (typeof menuNames)[number]

/** The main or footer menu: its title and links. */
export const menuQueryOptions = (lang: Language, menu: MenuName) =>
  queryOptions({
    queryKey: ['layout', 'menu', menu, lang],
    queryFn: ({ signal }) => callApi(menuCall, { menu }, { lang, signal }),
    staleTime: 10 * 60_000,
  })
