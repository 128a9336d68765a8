import type { FastifyPluginAsync } from 'fastify'
import {
  moveOrderCall,
  noteOrderCall,
  staffOrderCall,
  staffOrderExportCall,
  staffOrderListCall,
} from '../../../src/contract/back-office-orders'
import { mayBeMissing, registerCall } from '../../http/register-call'
import { moveOrder, noteOrder, staffOrder } from '../../services/move-order'
import { staffOrdersExport, staffOrdersPage } from '../../services/staff-orders'

/** Staff see every order, narrowed and summed, and move each one along its way. */
export const ordersRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, staffOrderListCall, async ({ body }) => staffOrdersPage(app, body, body.page))

  registerCall(app, staffOrderExportCall, async ({ body }) => staffOrdersExport(app, body))

  registerCall(app, staffOrderCall, mayBeMissing, async ({ body }) => staffOrder(app, body.number))

  registerCall(app, moveOrderCall, mayBeMissing, async ({ body, user }) => ({
    status: true,
    order: await moveOrder(app, body.number, body.to, user, body),
  }))

  registerCall(app, noteOrderCall, mayBeMissing, async ({ body, user }) => ({
    status: true,
    order: await noteOrder(app, body.number, body.text, user),
  }))
}
