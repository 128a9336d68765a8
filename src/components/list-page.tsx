import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { chakra } from '@chakra-ui/react/styled-system'
import type { ReactNode } from 'react'
import type { PagedList } from '../contract/common'
import { pageCount } from '../lib/pagination'
import { Pagination } from './pagination'
import { isPastLastPage, PastLastPage } from './past-last-page'

interface ListPageProps {
  /** Above the heading (a link to the list's parent). */
  above?: ReactNode
  title: string
  /** What the list is about ('' for nothing). */
  description: string
  /** How many the list holds, in words. */
  count: string
  /** Said in place of the list when this page of it is empty. */
  empty: string
  /** The page of the list shown. */
  list: PagedList<unknown>
  /** The page's entries. */
  children: ReactNode
}

/** A page of a list (a blog category, a brand): heading, description, count, entries and pages. */
export function ListPage(props: ListPageProps) {
  const { above, title, description, count, empty, list, children } = props
  const { total, current_page: page } = list
  const pages = pageCount(total, list.per_page)
  const isEmpty = list.data.length === 0
  return (
    <Box maxW="6xl" mx="auto" px={{ base: '3', md: '6' }} py={{ base: '6', md: '10' }}>
      {above}
      <Heading as="h1" size="3xl" mt={above ? '2' : undefined}>
        {title}
      </Heading>
      {description && (
        <chakra.p mt="3" textStyle="lg">
          {description}
        </chakra.p>
      )}
      <chakra.p mt="3" color="fg.muted">
        {count}
      </chakra.p>
      {isEmpty && isPastLastPage(page, total, pages) ? (
        <PastLastPage page={page} count={pages} />
      ) : isEmpty ? (
        <chakra.p mt="6" fontWeight="medium">
          {empty}
        </chakra.p>
      ) : (
        children
      )}
      <Pagination page={page} count={pages} />
    </Box>
  )
}
