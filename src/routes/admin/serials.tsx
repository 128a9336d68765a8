import { createFileRoute } from '@tanstack/react-router'
import { serialListQuery } from '../../features/back-office/catalogue/api/serial-queries'
import { SerialsScreen } from '../../features/back-office/catalogue/components/serials-screen'
import { listSearch } from '../../features/back-office/list-search'
import { startBackOfficeRead } from '../../features/back-office/open-back-office'
import { pageParam, textParam } from '../../lib/search-params'

export const Route = createFileRoute('/admin/serials')({
  ...listSearch({ q: textParam, page: pageParam }),
  loader: ({ context, deps, location }) =>
    startBackOfficeRead({ context, location }, serialListQuery(deps)),
  component: SerialsRoute,
})

function SerialsRoute() {
  const { q, page } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <SerialsScreen search={{ q, page }} onSearch={(search) => void navigate({ search })} />
}
