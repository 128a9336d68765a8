import type { FastifyPluginAsync } from 'fastify'
import { authenticityCall, serialNotFoundMessage } from '../../../src/contract/authenticity'
import { registerCall } from '../../http/register-call'

export const authenticityRoutes: FastifyPluginAsync = async (app) => {
  const { catalogueRepository, serialsRepository } = app

  registerCall(app, authenticityCall, async ({ body, lang }) => {
    const registration = await serialsRepository.registration(body.serial, body.type)
    const product = registration
      ? (
          await catalogueRepository.productListItems(lang, {
            ids: [registration.product_id],
            limit: 1,
          })
        )[0]
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
