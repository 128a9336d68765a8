import type { FastifyInstance } from 'fastify'
import {
  staffOrderExportLimit,
  staffOrdersPerPage,
  type staffOrderExportCall,
} from '../../src/contract/back-office-orders'
import type { CallParsedRequest } from '../../src/contract/call'
import { pagedList, pageWindow } from '../records/paged-list'
import type { StaffOrderFilter } from '../repositories/orders-repository'

/** What staff narrow the orders to, as the list and the export ask for it. */
type StaffOrderQuery = CallParsedRequest<typeof staffOrderExportCall>

const filterOf = ({ status, from, to, q }: StaffOrderQuery): StaffOrderFilter => ({
  status,
  from,
  to,
  search: q || undefined,
})

/**
 * A page of the orders staff narrowed to, newest first, with the sum of the totals of those not
 * cancelled and how many that sum counts.
 */
export async function staffOrdersPage(app: FastifyInstance, query: StaffOrderQuery, page: number) {
  const { rows, total, sum, summed } = await app.ordersRepository.staffOrdersPage(
    filterOf(query),
    pageWindow(page, staffOrdersPerPage),
  )
  return { ...pagedList(rows, total, page, staffOrdersPerPage), sum, summed }
}

/** Every order staff narrowed to, for a spreadsheet, up to the export's limit. */
export async function staffOrdersExport(app: FastifyInstance, query: StaffOrderQuery) {
  const { rows, truncated } = await app.ordersRepository.staffOrdersExport(
    filterOf(query),
    staffOrderExportLimit,
  )
  return { data: rows, truncated }
}
