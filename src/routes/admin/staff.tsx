import { createFileRoute } from '@tanstack/react-router'
import { listSearch } from '../../features/back-office/list-search'
import { startBackOfficeRead } from '../../features/back-office/open-back-office'
import { staffListQuery } from '../../features/back-office/staff/api/staff-queries'
import { StaffScreen } from '../../features/back-office/staff/components/staff-screen'
import { pageParam } from '../../lib/search-params'

export const Route = createFileRoute('/admin/staff')({
  ...listSearch({ page: pageParam }),
  loader: ({ context, deps, location }) =>
    startBackOfficeRead({ context, location }, staffListQuery(deps.page ?? 1)),
  component: StaffRoute,
})

function StaffRoute() {
  const { page } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <StaffScreen page={page} onPage={(at) => void navigate({ search: { page: at } })} />
}
