import type { FastifyPluginAsync } from 'fastify'
import { backOfficeTodoCall } from '../../../src/contract/back-office-home'
import { registerCall } from '../../http/register-call'

/** The first instant of today (UTC). */
function startOfToday(): string {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString()
}

/** What needs doing in the shop, counted for the back office's home and menu. */
export const todoRoutes: FastifyPluginAsync = async (app) => {
  const { ordersRepository, reviewsRepository, backOfficeCatalogueRepository, config } = app

  registerCall(app, backOfficeTodoCall, async ({ body }) => {
    const since = body.since ? new Date(body.since).toISOString() : startOfToday()
    const [orders, questionsWaiting, lowStock] = await Promise.all([
      ordersRepository.todo(since),
      reviewsRepository.questionsWaiting(),
      backOfficeCatalogueRepository.lowStockCount(config.lowStock),
    ])
    return { ...orders, questionsWaiting, lowStock, lowStockAt: config.lowStock }
  })
}
