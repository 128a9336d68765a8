import {
  staffOrderCall,
  staffOrderListCall,
  type staffOrderExportCall,
} from '../../../../contract/back-office-orders'
import type { CallRequest } from '../../../../contract/call'
import { siteConfigCall } from '../../../../contract/content'
import type { OrderStatus } from '../../../../contract/orders'
import { staffRead } from '../../api/staff-calls'

/** The list's filter and page as its address holds them (`?status=shipped&from=2026-01-01&q=0912&page=2`). */
export interface OrderListSearch {
  q?: string
  status?: OrderStatus
  /** Days as `YYYY-MM-DD`. */
  from?: string
  to?: string
  page?: number
}

/** The keys of the back office's order reads: each starts with `orders`. */
export const orderKeys = {
  all: ['orders'] as const,
  list: (request: CallRequest<typeof staffOrderListCall>) => ['orders', 'list', request] as const,
  one: (number: string) => ['orders', 'one', number] as const,
}

/** The orders the address's filter holds, as the export asks for them: a day left empty no bound. */
export const orderExportRequest = (
  search: OrderListSearch,
): CallRequest<typeof staffOrderExportCall> => ({
  status: search.status ?? 'all',
  ...(search.from ? { from: search.from } : {}),
  ...(search.to ? { to: search.to } : {}),
  ...(search.q?.trim() ? { q: search.q.trim() } : {}),
})

/** A page of the orders the address's filter holds. */
export const orderListQuery = (search: OrderListSearch) => {
  const request = { page: search.page ?? 1, ...orderExportRequest(search) }
  return staffRead(orderKeys.list(request), staffOrderListCall, request)
}

/** One order, by its number. */
export const orderQuery = (number: string) =>
  staffRead(orderKeys.one(number), staffOrderCall, { number })

/** The shop's name and address, as its papers are headed. */
export const shopDetailsQuery = () => staffRead(['shop', 'details'], siteConfigCall, {})
