import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { productListQuery } from '../../../features/back-office/catalogue/api/product-queries'
import { ProductListScreen } from '../../../features/back-office/catalogue/components/products-screen'
import { listSearch } from '../../../features/back-office/list-search'
import { startBackOfficeRead } from '../../../features/back-office/open-back-office'
import { pageParam, textParam } from '../../../lib/search-params'

export const Route = createFileRoute('/admin/products/')({
  ...listSearch({
    q: textParam,
    /** Only the products low on stock. */
    low: z.catch(z.optional(z.literal(1)), undefined),
    page: pageParam,
  }),
  loader: ({ context, deps, location }) =>
    startBackOfficeRead({ context, location }, productListQuery(deps)),
  component: ProductsRoute,
})

function ProductsRoute() {
  const { q, low, page } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <ProductListScreen
      search={{ q, low, page }}
      // From the address as it is now (a change made while the list loads is kept), a new search
      // or choice from page 1; a search typed letter by letter is one step of the history.
      onSearch={(change) =>
        void navigate({
          search: (now) => ({ ...now, page: undefined, ...change }),
          replace: 'q' in change,
        })
      }
    />
  )
}
