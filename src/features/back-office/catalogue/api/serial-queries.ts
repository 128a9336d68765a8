import { serialListCall } from '../../../../contract/back-office-catalogue'
import type { CallRequest } from '../../../../contract/call'
import { staffRead } from '../../api/staff-calls'

/** The search and page the address holds (`?q=IR-10&page=2`). */
export interface SerialListSearch {
  q?: string
  page?: number
}

/** The keys of the registered serials' reads: each starts with `serials`. */
export const serialKeys = {
  all: ['serials'] as const,
  list: (request: CallRequest<typeof serialListCall>) => ['serials', 'list', request] as const,
}

/** A page of the registered serials the address's search finds. */
export const serialListQuery = ({ q, page = 1 }: SerialListSearch) => {
  const request = { page, ...(q ? { query: q.slice(0, 60) } : {}) }
  return staffRead(serialKeys.list(request), serialListCall, request)
}
