import swagger, { type StaticDocumentSpec } from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { onFirstUse } from '../../src/contract/on-first-use'
import { openApiDocument, type ServedCall } from './openapi-document'

declare module 'fastify' {
  interface FastifyInstance {
    /** Every call of the contract this server serves, as registered: what the API document lists. */
    servedCalls: ServedCall[]
  }
}

/** The version of the API's paths (`/wsd/v1/…`). */
const apiVersion = '1'

/** Where the document and the page that reads it are served. */
export const apiDocumentPath = '/wsd/openapi.json'
export const apiReferencePath = '/wsd/docs'

/** Starts the list of served calls, which `registerCall` fills. */
export const servedCallsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('servedCalls', [])
  },
  { name: 'served-calls' },
)

/**
 * The API's OpenAPI document at `/wsd/openapi.json` and Swagger UI's reference page reading it
 * at `/wsd/docs`, under the shop's CSP and kept out of search engines. Registered after every
 * call, so the document lists them all.
 */
export const apiDescriptionPlugin = fp(
  async (app: FastifyInstance) => {
    // Made from the calls registered before, when first asked for: not on every start.
    const document = onFirstUse(() => openApiDocument(app.servedCalls, apiVersion))
    let text: string | undefined
    app.get(apiDocumentPath, async (_request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send((text ??= JSON.stringify(document))),
    )
    // Swagger UI reads the document through @fastify/swagger's static mode: it is served as made.
    const specification = { document } as unknown as StaticDocumentSpec
    await app.register(swagger, { mode: 'static', specification })
    await app.register(swaggerUi, {
      routePrefix: apiReferencePath,
      theme: { title: 'Storefront API' },
      uiConfig: { defaultModelsExpandDepth: 0, docExpansion: 'none', tryItOutEnabled: false },
      uiHooks: {
        onRequest: async (_request, reply) => {
          reply.header('x-robots-tag', 'noindex')
        },
      },
    })
  },
  { name: 'api-description', dependencies: ['served-calls'] },
)
