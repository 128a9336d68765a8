import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import type { Language } from '../contract/common'
import { useIntl, useLanguage } from '../i18n/use-intl'
import { pageCount } from '../lib/pagination'
import { quietButton } from '../theme/styles'
import { paginationMessages } from './pagination-messages'
import { RetryNotice } from './retry-notice'

/** A page of a paged call's answer. */
type Paged<T> = { data: T[]; total: number; per_page: number; current_page: number }

/** How a list reads one of its pages in a language. */
export type PageQuery<T, Key extends QueryKey> = (
  lang: Language,
  page: number,
) => UseQueryOptions<Paged<T>, Error, Paged<T>, Key>

/**
 * A list read a page at a time (the page shown stays until the next one is there), with its
 * notice, its empty text and its pages.
 */
export function PagedList<T, Key extends QueryKey>({
  pageQuery,
  itemKey,
  empty,
  notice,
  item,
  waiting = [],
  ...paging
}: {
  pageQuery: PageQuery<T, Key>
  empty: string
  notice?: ReactNode
  item: (entry: T) => ReactNode
  /** What tells the entries apart. */
  itemKey: (entry: T) => string | number
  /** Entries still on their way to the shop: they lead page 1. */
  waiting?: ReactNode[]
  /** The page shown, when the list's owner leads it (back to page 1 after a new entry). */
  page?: number
  onPage?: (page: number) => void
}) {
  const { lang } = useLanguage()
  const [ownPage, setOwnPage] = useState(1)
  const page = paging.page ?? ownPage
  const setPage = paging.onPage ?? setOwnPage
  const leading = page === 1 ? waiting : []
  const answer = useQuery({ ...pageQuery(lang, page), placeholderData: keepPreviousData })
  const { t, number } = useIntl(paginationMessages)
  const list = answer.data
  const entries = list?.data ?? []
  const pages = list ? pageCount(list.total, list.per_page) : 1
  return (
    <div>
      {notice}
      {leading.length + entries.length > 0 && (
        <chakra.ol listStyleType="none" p="0" mt="4" aria-busy={answer.isFetching || undefined}>
          {leading.map((entry, index) => (
            <chakra.li key={index} py="4" borderBlockEndWidth="1px" borderColor="border">
              {entry}
            </chakra.li>
          ))}
          {entries.map((entry) => (
            <chakra.li key={itemKey(entry)} py="4" borderBlockEndWidth="1px" borderColor="border">
              {item(entry)}
            </chakra.li>
          ))}
        </chakra.ol>
      )}
      {list ? (
        leading.length + entries.length === 0 && <chakra.p color="fg.muted">{empty}</chakra.p>
      ) : answer.isError ? (
        <RetryNotice onRetry={() => void answer.refetch()} />
      ) : (
        <chakra.p color="fg.muted">{t('common.loading')}</chakra.p>
      )}
      {pages > 1 && (
        <Box
          as="nav"
          aria-label={t('pagination.pages')}
          display="flex"
          flexWrap="wrap"
          gap="2"
          mt="4"
        >
          {Array.from({ length: pages }, (_, index) => index + 1).map((to) => (
            <chakra.button
              key={to}
              type="button"
              aria-label={t('pagination.page', { page: to })}
              aria-current={to === page ? 'page' : undefined}
              onClick={() => setPage(to)}
              {...quietButton}
              fontWeight={to === page ? 'bold' : 'normal'}
            >
              {number(to)}
            </chakra.button>
          ))}
        </Box>
      )}
    </div>
  )
}
