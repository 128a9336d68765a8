import type { FastifyPluginAsync } from 'fastify'
import { authenticityCall, serialNotFoundMessage } from '../../../src/contract/authenticity'
import { registerCall } from '../../http/register-call'
import { productListItems } from '../../services/product-list'

export const authenticityRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, authenticityCall, async ({ body, lang, db }) => {
    const registration = await db
      .selectFrom('serials')
      .select(['serial', 'product_id', 'registered_at', 'seller', 'warranty_until'])
      .where('serial', '=', body.serial)
      .where('product_type', '=', body.type)
      .executeTakeFirst()
    const product = registration
      ? (await productListItems(db, lang, { ids: [registration.product_id], limit: 1 }))[0]
      : undefined
    if (!registration || !product) return { status: false, msg: serialNotFoundMessage }
    return {
      status: true,
      product,
      registration: {
        serial: registration.serial,
        type: body.type,
        registered_at: registration.registered_at,
        seller: registration.seller,
        warranty_until: registration.warranty_until,
      },
    }
  })
}
