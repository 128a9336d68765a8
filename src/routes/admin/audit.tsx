import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { auditListQuery } from '../../features/back-office/audit/api/audit-queries'
import { AuditScreen } from '../../features/back-office/audit/components/audit-screen'
import { listSearch } from '../../features/back-office/list-search'
import { startBackOfficeRead } from '../../features/back-office/open-back-office'
import { pageParam, textParam } from '../../lib/search-params'

export const Route = createFileRoute('/admin/audit')({
  ...listSearch({
    /** What changed (`order:K7QX-3MPA`, `product:12`). */
    subject: textParam,
    /** How it changed (`order.move`). */
    action: z.catch(z.optional(z.string().check(z.trim(), z.maxLength(60))), undefined),
    page: pageParam,
  }),
  loader: ({ context, deps, location }) =>
    startBackOfficeRead({ context, location }, auditListQuery(deps)),
  component: AuditRoute,
})

function AuditRoute() {
  const { subject, action, page } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AuditScreen
      // The filter's form starts from the address again when another filter is shown (Back).
      key={JSON.stringify([subject, action])}
      search={{ subject, action, page }}
      onSearch={(search) => void navigate({ search })}
    />
  )
}
