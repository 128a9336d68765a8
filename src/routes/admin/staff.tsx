import { createFileRoute } from '@tanstack/react-router'
import { listScreenRoute } from '../../features/back-office/open-back-office'
import { staffListQuery } from '../../features/back-office/staff/api/staff-queries'
import { StaffScreen } from '../../features/back-office/staff/components/staff-screen'
import { pageParam } from '../../lib/search-params'

export const Route = createFileRoute('/admin/staff')({
  ...listScreenRoute({ page: pageParam }, ({ page }) => staffListQuery(page ?? 1)),
  component: StaffRoute,
})

function StaffRoute() {
  const { page } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <StaffScreen page={page} onPage={(at) => void navigate({ search: { page: at } })} />
}
