import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { chakra } from '@chakra-ui/react/styled-system'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { Pagination } from '../../../components/pagination'
import { isPastLastPage, PastLastPage } from '../../../components/past-last-page'
import type { ProductListItem, ProductSearchSort } from '../../../contract/catalogue'
import { useIntl } from '../../../i18n/use-intl'
import { useMediaAddress } from '../../../lib/media'
import { pageCount } from '../../../lib/pagination'
import { quietButton, textLink } from '../../../theme/styles'
import { catalogueMessages } from '../messages'
import { ListingControls } from './listing-controls'
import { ProductGrid } from './product-grid'

export interface ProductListingProps {
  title: string
  /** The category's icon, a media path ('' for none). */
  icon: string
  /** The search text that found `products` ('' when the listing is the category's). */
  q: string
  sort: ProductSearchSort
  page: number
  products: ProductListItem[]
  /** A search that found nothing: products close to it (holding one of its words). */
  close?: ProductListItem[]
  /** The shop could not be reached: `products` are what the device saved, found by its own search. */
  savedOnly?: boolean
  /** The listing is of every product (`/product/all`), not of one category. */
  allProducts?: boolean
  total: number
  perPage: number
  onSearch: (q: string) => void
  onSort: (sort: ProductSearchSort) => void
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
  // A search that found nothing says so once (in place of the count), then what to try.
  const nothingFound = q !== '' && total === 0
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
      <chakra.p mt="4" color={nothingFound ? undefined : 'fg.muted'} aria-live="polite">
        {nothingFound ? (
          <chakra.span fontWeight="medium" data-nothing-found="">
            {t(props.savedOnly ? 'catalogue.noMatchSaved' : 'catalogue.noMatch', { q })}
          </chakra.span>
        ) : (
          t('screen.productCount', { count: total })
        )}
        {props.savedOnly && !nothingFound && (
          <chakra.span display="block" data-saved-only>
            {t('catalogue.savedOnly')}
          </chakra.span>
        )}
      </chakra.p>
      {products.length === 0 && isPastLastPage(page, total, pages) ? (
        <PastLastPage page={page} count={pages} />
      ) : nothingFound ? (
        <NothingFound
          savedOnly={props.savedOnly === true}
          allProducts={props.allProducts === true}
          close={props.close ?? []}
          onClear={() => props.onSearch('')}
        />
      ) : products.length === 0 ? (
        <chakra.p mt="6" fontWeight="medium">
          {t('catalogue.empty')}
        </chakra.p>
      ) : (
        <ProductGrid products={products} firstIsLargest />
      )}
      <Pagination page={page} count={pages} />
    </Box>
  )
}

/**
 * What to try after a search that found nothing: other words, or (offline) the whole shop once
 * online; the search cleared, and all products; then the products close to it, if any.
 */
function NothingFound({
  savedOnly,
  allProducts,
  close,
  onClear,
}: {
  savedOnly: boolean
  allProducts: boolean
  close: ProductListItem[]
  onClear: () => void
}) {
  const { t } = useIntl(catalogueMessages)
  const headingId = useId()
  return (
    <Box mt="3">
      <chakra.p>{t(savedOnly ? 'catalogue.noMatchSavedHint' : 'catalogue.noMatchHint')}</chakra.p>
      <Box display="flex" flexWrap="wrap" alignItems="center" gap="4" mt="3">
        {/* In all products, clearing the search is the way to all of them. */}
        {!allProducts && (
          <chakra.button type="button" onClick={onClear} {...quietButton}>
            {t('catalogue.clearSearch')}
          </chakra.button>
        )}
        <chakra.a asChild {...textLink}>
          <Link to="/product/$category" params={{ category: 'all' }}>
            {t('screen.allProducts')}
          </Link>
        </chakra.a>
      </Box>
      {close.length > 0 && (
        <chakra.section mt="8" aria-labelledby={headingId}>
          <Heading as="h2" size="lg" id={headingId} mb="3">
            {t('catalogue.closeMatches')}
          </Heading>
          <ProductGrid products={close} headingAs="h3" />
        </chakra.section>
      )}
    </Box>
  )
}
