import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { chakra } from '@chakra-ui/react/styled-system'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { CardGrid, productCardSizes } from '../../../components/card-grid'
import { Pagination } from '../../../components/pagination'
import { isShopFailure } from '../../../api/client'
import { isLoginRefused } from '../../../api/login-refused'
import { ProductCard } from '../../../components/product-card'
import { RetryNotice } from '../../../components/retry-notice'
import { ShopFailure } from '../../../components/shop-failure'
import { useIntl, useLanguage } from '../../../i18n/use-intl'
import { pageCount } from '../../../lib/pagination'
import { useQueuedWrites } from '../../../lib/outbox/use-outbox-entries'
import { useOutboxWrite } from '../../../lib/outbox/use-outbox-write'
import { problemColour, quietButton, textLink } from '../../../theme/styles'
import { favoritesQueryOptions, unfavoriteWrite } from '../api/favorite-calls'
import { favoriteMessages } from '../messages'

interface FavoriteListProps {
  token: string
  /** The page of favourites the address shows (`?page=`). */
  page: number
}

/** The visitor's favourite products, page by page, each with a way to take it off the list. */
export function FavoriteList({ token, page }: FavoriteListProps) {
  const { t } = useIntl(favoriteMessages)
  const { lang } = useLanguage()
  const headingId = useId()
  const favorites = useQuery(favoritesQueryOptions(lang, token, page))
  const removal = useOutboxWrite(unfavoriteWrite)
  // A removal waiting in the outbox (offline) already takes the product off the list.
  const leaving = new Set(
    useQueuedWrites<{ pid: number | string }>('unfavorite', () => true).map(({ variables }) =>
      Number(variables.body.pid),
    ),
  )
  // The shop's refusal of the login ends it (handled for the whole shop): no retry offered.
  const refused = isLoginRefused(favorites.error) || isLoginRefused(removal.error)
  const list = favorites.data
  const shown = list?.data.filter((product) => !leaving.has(product.id)) ?? []

  return (
    <chakra.section aria-labelledby={headingId} mt="10">
      <Heading as="h2" size="xl" id={headingId}>
        {t('account.favorites')}
      </Heading>
      {list ? (
        <>
          {shown.length === 0 ? (
            // Said once: none yet, how to keep one, and where the products are.
            <chakra.p mt="4">
              {t('account.favoritesEmpty', { button: t('account.favorite.button') })}{' '}
              <chakra.a asChild {...textLink}>
                <Link to="/product/$category" params={{ category: 'all' }}>
                  {t('screen.allProducts')}
                </Link>
              </chakra.a>
            </chakra.p>
          ) : (
            <>
              <chakra.p mt="2" color="fg.muted">
                {t('account.favoritesCount', { count: list.total })}
              </chakra.p>
              <CardGrid layout="products" aria-labelledby={headingId} mt="4">
                {shown.map((product) => (
                  <li key={product.id}>
                    <ProductCard product={product} headingAs="h3" sizes={productCardSizes}>
                      <chakra.button
                        type="button"
                        onClick={() =>
                          removal.send(
                            { pid: product.id },
                            { unique: product.uniqueId, title: product.title },
                          )
                        }
                        disabled={removal.sending}
                        aria-label={t('account.removeFavoriteOf', { title: product.title })}
                        {...quietButton}
                      >
                        {t('account.removeFavorite')}
                      </chakra.button>
                    </ProductCard>
                  </li>
                ))}
              </CardGrid>
            </>
          )}
          {removal.error && !isLoginRefused(removal.error) && (
            <chakra.p role="alert" mt="3" color={problemColour}>
              {isShopFailure(removal.error) ? (
                <ShopFailure error={removal.error} outcome="save" />
              ) : (
                removal.error.message
              )}
            </chakra.p>
          )}
          <Pagination page={page} count={pageCount(list.total, list.per_page)} />
        </>
      ) : favorites.isError && !refused ? (
        <RetryNotice onRetry={() => void favorites.refetch()} retrying={favorites.isFetching} />
      ) : (
        <Box as="p" role="status" mt="4" color="fg.muted">
          {t('common.loading')}
        </Box>
      )}
    </chakra.section>
  )
}
