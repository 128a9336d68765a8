import type { FastifyPluginAsync } from 'fastify'
import {
  moveOrderCall,
  noteOrderCall,
  staffOrderCall,
  staffOrderExportCall,
  staffOrderExportLimit,
  staffOrderListCall,
  staffOrdersPerPage,
} from '../../../src/contract/back-office-orders'
import { registerCall } from '../../http/register-call'
import { pagedList, pageWindow } from '../../records/paged-list'
import { moveOrder, noteOrder, staffOrder } from '../../services/move-order'

/** Staff see every order, narrowed and summed, and move each one along its way. */
export const ordersRoutes: FastifyPluginAsync = async (app) => {
  const { ordersRepository } = app

  registerCall(app, staffOrderListCall, async ({ body }) => {
    const { rows, total, sum, summed } = await ordersRepository.staffOrdersPage(
      { status: body.status, from: body.from, to: body.to, search: body.q || undefined },
      pageWindow(body.page, staffOrdersPerPage),
    )
    return { ...pagedList(rows, total, body.page, staffOrdersPerPage), sum, summed }
  })

  registerCall(app, staffOrderExportCall, async ({ body }) => {
    const { rows, truncated } = await ordersRepository.staffOrdersExport(
      { status: body.status, from: body.from, to: body.to, search: body.q || undefined },
      staffOrderExportLimit,
    )
    return { data: rows, truncated }
  })

  registerCall(app, staffOrderCall, async ({ body }) => staffOrder(app, body.number), {
    errors: [404],
  })

  registerCall(
    app,
    moveOrderCall,
    async ({ body, user }) => ({
      status: true,
      order: await moveOrder(app, body.number, body.to, user, body),
    }),
    { errors: [404] },
  )

  registerCall(
    app,
    noteOrderCall,
    async ({ body, user }) => ({
      status: true,
      order: await noteOrder(app, body.number, body.text, user),
    }),
    { errors: [404] },
  )
}
