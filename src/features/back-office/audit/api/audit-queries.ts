import { auditListCall } from '../../../../contract/back-office-staff'
import type { CallRequest } from '../../../../contract/call'
import { staffRead } from '../../api/staff-calls'

/** The audit's filter and page as its address holds them (`?subject=order:K7QX-3MPA`). */
export interface AuditSearch {
  subject?: string
  action?: string
  page?: number
}

/** The keys of the audit's reads: each starts with `audit`. */
export const auditKeys = {
  all: ['audit'] as const,
  list: (request: CallRequest<typeof auditListCall>) => ['audit', 'list', request] as const,
}

/** A page of the audit, newest first, narrowed to the address's subject and action. */
export const auditListQuery = ({ subject, action, page = 1 }: AuditSearch) => {
  const request = {
    page,
    ...(subject ? { subject } : {}),
    ...(action ? { action } : {}),
  }
  return staffRead(auditKeys.list(request), auditListCall, request)
}
