import { createFileRoute } from '@tanstack/react-router'
import { serialListQuery } from '../../features/back-office/catalogue/api/serial-queries'
import { SerialsScreen } from '../../features/back-office/catalogue/components/serials-screen'
import { listScreenRoute } from '../../features/back-office/open-back-office'
import { pageParam, textParam } from '../../lib/search-params'

export const Route = createFileRoute('/admin/serials')({
  ...listScreenRoute({ q: textParam, page: pageParam }, serialListQuery),
  component: SerialsRoute,
})

function SerialsRoute() {
  const { q, page } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <SerialsScreen search={{ q, page }} onSearch={(search) => void navigate({ search })} />
}
