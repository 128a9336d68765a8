import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { Link } from '@tanstack/react-router'
import { useIntl } from '../i18n/use-intl'
import { paginationMessages } from './pagination-messages'
import { pageItems } from '../lib/pagination'
import { focusRing } from '../theme/styles'

const RouterLink = chakra(Link)

const place = {
  minW: '10',
  h: '10',
  px: '2',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  rounded: 'md',
} as const

/** A search with another page: page 1 is the address without one. */
const onPage =
  (page: number) =>
  (search: Record<string, unknown>): Record<string, unknown> => ({
    ...search,
    page: page > 1 ? page : undefined,
  })

/**
 * The pages of the list the current address shows (`?page=`), with one page at each end and one
 * on each side of the current one; following a page keeps the rest of the address and goes to the
 * top of the new page.
 */
export function Pagination({ page, count }: { page: number; count: number }) {
  const { t, number } = useIntl(paginationMessages)
  if (count <= 1) return null
  const link = (to: number, label: string, text: string, rel?: string) => (
    <RouterLink
      to="."
      search={onPage(to) as never}
      aria-label={label}
      rel={rel}
      {...place}
      color="brand.700"
      borderWidth="1px"
      borderColor="border"
      textDecoration="none"
      _hover={{ bg: 'brand.50' }}
      {...focusRing}
    >
      {text}
    </RouterLink>
  )
  return (
    <Box as="nav" aria-label={t('pagination.pages')} mt="8">
      <Box as="ul" display="flex" flexWrap="wrap" justifyContent="center" gap="2" listStyle="none">
        {page > 1 && page <= count && (
          <li>{link(page - 1, t('pagination.previousPage'), '‹', 'prev')}</li>
        )}
        {pageItems(page, count).map((item, index) =>
          item === 'gap' ? (
            <chakra.li key={`gap-${index}`} {...place} aria-hidden="true" color="fg.muted">
              …
            </chakra.li>
          ) : (
            <li key={item}>
              {item === page ? (
                <chakra.span
                  aria-current="page"
                  aria-label={t('pagination.page', { page: item })}
                  {...place}
                  bg="brand.700"
                  color="white"
                  fontWeight="bold"
                >
                  {number(item)}
                </chakra.span>
              ) : (
                link(item, t('pagination.page', { page: item }), number(item))
              )}
            </li>
          ),
        )}
        {page < count && <li>{link(page + 1, t('pagination.nextPage'), '›', 'next')}</li>}
      </Box>
    </Box>
  )
}
