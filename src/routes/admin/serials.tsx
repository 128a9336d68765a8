import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { serialListQuery } from '../../features/back-office/catalogue/api/serial-queries'
import { SerialsScreen } from '../../features/back-office/catalogue/components/serials-screen'
import { startBackOfficeRead } from '../../features/back-office/open-back-office'
import { pageParam, textParam } from '../../lib/search-params'

export const Route = createFileRoute('/admin/serials')({
  validateSearch: z.object({ q: textParam, page: pageParam }),
  loaderDeps: ({ search: { q, page } }) => ({ q, page }),
  loader: ({ context, deps, location }) =>
    startBackOfficeRead({ context, location }, serialListQuery(deps)),
  component: SerialsRoute,
})

function SerialsRoute() {
  const { q, page } = Route.useSearch()
  const navigate = Route.useNavigate()
  return <SerialsScreen search={{ q, page }} onSearch={(search) => void navigate({ search })} />
}
