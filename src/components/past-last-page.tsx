import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { Link } from '@tanstack/react-router'
import { useIntl } from '../i18n/use-intl'
import { textLink } from '../theme/styles'
import { paginationMessages } from './pagination-messages'

const RouterLink = chakra(Link)

/** Said in place of a list's entries when the address asks for a page after its last one. */
export function PastLastPage({ page, count }: { page: number; count: number }) {
  const { t } = useIntl(paginationMessages)
  return (
    <Box mt="6" data-past-last-page>
      <chakra.p fontWeight="medium">{t('pagination.pastEnd', { page, count })}</chakra.p>
      <RouterLink
        to="."
        search={
          ((search: Record<string, unknown>) => ({
            ...search,
            page: count > 1 ? count : undefined,
          })) as never
        }
        display="inline-block"
        mt="3"
        {...textLink}
      >
        {t('pagination.toLast', { page: count })}
      </RouterLink>
    </Box>
  )
}

/** The address asks for a page after the list's last one (a list with entries). */
export function isPastLastPage(page: number, total: number, pages: number): boolean {
  return total > 0 && page > pages
}
