import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { chakra } from '@chakra-ui/react/styled-system'
import { Pagination } from '../../../components/pagination'
import { isPastLastPage, PastLastPage } from '../../../components/past-last-page'
import type { ProductListItem, ProductSort } from '../../../contract/catalogue'
import { useIntl } from '../../../i18n/use-intl'
import { useMediaAddress } from '../../../lib/media'
import { pageCount } from '../../../lib/pagination'
import { quietButton } from '../../../theme/styles'
import { catalogueMessages } from '../messages'
import { ListingControls } from './listing-controls'
import { ProductGrid } from './product-grid'

export interface ProductListingProps {
  title: string
  /** The category's icon, a media path ('' for none). */
  icon: string
  /** The search text that found `products` ('' when the listing is the category's). */
  q: string
  sort: ProductSort
  page: number
  products: ProductListItem[]
  /** The shop could not be reached: `products` are what the device saved, found by its own search. */
  savedOnly?: boolean
  total: number
  perPage: number
  onSearch: (q: string) => void
  onSort: (sort: ProductSort) => void
}

/**
 * A category's products (or a search in it): title, search and sort, how many there are, the
 * cards and their pages.
 */
export function ProductListing(props: ProductListingProps) {
  const media = useMediaAddress()
  const { title, icon, q, sort, page, products, total, perPage } = props
  const { t } = useIntl(catalogueMessages)
  const pages = pageCount(total, perPage)
  return (
    <Box maxW="6xl" mx="auto" px={{ base: '3', md: '6' }} py={{ base: '6', md: '10' }}>
      <Box display="flex" alignItems="center" gap="3">
        {icon && (
          <chakra.img
            src={media.url(icon)}
            alt=""
            htmlWidth={48}
            htmlHeight={48}
            w="12"
            h="12"
            objectFit="contain"
          />
        )}
        <Heading as="h1" size="3xl">
          {q ? t('screen.search', { q }) : title}
        </Heading>
      </Box>
      <ListingControls q={q} sort={sort} onSearch={props.onSearch} onSort={props.onSort} />
      <chakra.p mt="4" color="fg.muted" aria-live="polite">
        {t('screen.productCount', { count: total })}
        {props.savedOnly && (
          <chakra.span display="block" data-saved-only>
            {t('catalogue.savedOnly')}
          </chakra.span>
        )}
      </chakra.p>
      {products.length === 0 && isPastLastPage(page, total, pages) ? (
        <PastLastPage page={page} count={pages} />
      ) : products.length === 0 ? (
        <Box mt="6">
          <chakra.p fontWeight="medium">
            {q ? t('catalogue.noMatch', { q }) : t('catalogue.empty')}
          </chakra.p>
          {q && (
            <chakra.button type="button" mt="3" onClick={() => props.onSearch('')} {...quietButton}>
              {t('catalogue.clearSearch')}
            </chakra.button>
          )}
        </Box>
      ) : (
        <ProductGrid products={products} firstIsLargest />
      )}
      <Pagination page={page} count={pages} />
    </Box>
  )
}
