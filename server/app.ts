import { constants as zlibConstants } from 'node:zlib'
import compress from '@fastify/compress'
import cookie from '@fastify/cookie'
import Fastify, { type FastifyInstance } from 'fastify'
import type { AppConfig } from './config'
import type { Db } from './db/database'
import { apiDescriptionPlugin, servedCallsPlugin } from './api-description/api-description-plugin'
import { cacheInvalidationPlugin } from './http/cache-invalidation'
import { echoRequestId, requestIds } from './http/request-id'
import { callHooksPlugin } from './http/call-hooks'
import { installErrorHandler } from './http/error-handler'
import { ReadCache } from './http/read-cache'
import { databasePlugin } from './plugins/database-plugin'
import { housekeepingPlugin } from './plugins/housekeeping'
import { mailQueuePlugin } from './plugins/mail-queue'
import { mailerPlugin } from './plugins/mailer-plugin'
import { pushQueuePlugin } from './plugins/push-queue'
import { metricsPlugin } from './plugins/metrics'
import { overloadGuardPlugin } from './plugins/overload-guard'
import { rateLimitsPlugin } from './plugins/rate-limits'
import { securityHeadersPlugin } from './plugins/security-headers'
import { shutdownPlugin } from './plugins/shutdown'
import { siteLockPlugin } from './plugins/site-lock-plugin'
import { builtApp } from './pages/app-source'
import { pagesPlugin } from './pages/pages-plugin'
import { viteDevApp } from './pages/vite-dev'
import { staticPwaPlugin } from './plugins/static-pwa'
import { accountsRepositoryPlugin } from './repositories/accounts-repository'
import { attemptsRepositoryPlugin } from './repositories/attempts-repository'
import { auditRepositoryPlugin } from './repositories/audit-repository'
import { blogRepositoryPlugin } from './repositories/blog-repository'
import { cartRepositoryPlugin } from './repositories/cart-repository'
import { backOfficeCatalogueRepositoryPlugin } from './repositories/back-office-catalogue-repository'
import { catalogueRepositoryPlugin } from './repositories/catalogue-repository'
import { contentRepositoryPlugin } from './repositories/content-repository'
import { favoritesRepositoryPlugin } from './repositories/favorites-repository'
import { idempotencyRepositoryPlugin } from './repositories/idempotency-repository'
import { ordersRepositoryPlugin } from './repositories/orders-repository'
import { pushRepositoryPlugin } from './repositories/push-repository'
import { reviewsRepositoryPlugin } from './repositories/reviews-repository'
import { serialsRepositoryPlugin } from './repositories/serials-repository'
import { serverSecretsRepositoryPlugin } from './repositories/server-secrets-repository'
import { trackingRepositoryPlugin } from './repositories/tracking-repository'
import { accountRoutes } from './routes/accounts/routes'
import { authenticityRoutes } from './routes/authenticity/routes'
import { ordersRoutes } from './routes/back-office/orders-routes'
import { pagesRoutes } from './routes/back-office/pages-routes'
import { feedbackRoutes } from './routes/back-office/feedback-routes'
import { backOfficeCatalogueRoutes } from './routes/back-office/catalogue-routes'
import { staffRoutes } from './routes/back-office/staff-routes'
import { todoRoutes } from './routes/back-office/todo-routes'
import { blogRoutes } from './routes/blog/routes'
import { cartRoutes } from './routes/cart/routes'
import { catalogueRoutes } from './routes/catalogue/routes'
import { contentRoutes } from './routes/content/routes'
import { favoriteRoutes } from './routes/favorites/routes'
import { orderRoutes } from './routes/orders/routes'
import { pushRoutes } from './routes/push/routes'
import { reviewRoutes } from './routes/reviews/routes'
import { siteLockRoutes } from './routes/site-lock/routes'
import { trackingRoutes } from './routes/tracking/routes'

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache
  }
}

export interface BuildAppOptions {
  config: AppConfig
  /** A ready, migrated database (tests); otherwise the app makes one from the config. */
  db?: Db
}

/** 64 KiB is far above any honest request of this API. */
export const bodyLimit = 64 * 1024

class NulInTextError extends Error {
  readonly statusCode = 400
  constructor() {
    super('Text in the body must not contain the NUL character (\\u0000).')
  }
}

function refuseNul(_key: string, value: unknown): unknown {
  if (typeof value === 'string' && value.includes('\u0000')) throw new NulInTextError()
  return value
}

export async function buildApp({ config, db }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit,
    connectionTimeout: 30_000,
    requestTimeout: 15_000,
    keepAliveTimeout: 10_000,
    // The shutdown plugin answers those itself, in the error shape with Retry-After.
    return503OnClosing: false,
    // Believing any X-Forwarded-For would let a client pick its address and dodge the rate limits.
    trustProxy: config.trustProxy,
    genReqId: requestIds(config.trustProxy),
  })
  echoRequestId(app)

  // Every call takes JSON: Fastify's own text/plain parser would hand a string to the schemas.
  app.removeContentTypeParser('text/plain')
  // An empty JSON body means "no fields" (several calls of the original API send none).
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit },
    (_req, text, done) => {
      const body = typeof text === 'string' ? text : text.toString('utf8')
      if (body.trim() === '') return done(null, {})
      try {
        // PostgreSQL text cannot hold NUL: refuse it here rather than fail in the database.
        done(null, body.includes('\\u0000') ? JSON.parse(body, refuseNul) : JSON.parse(body))
      } catch (problem) {
        if (problem instanceof NulInTextError) return done(problem, undefined)
        const error = Object.assign(new Error('The body is not valid JSON.'), {
          code: 'FST_ERR_CTP_INVALID_JSON_BODY',
          statusCode: 400,
        })
        done(error, undefined)
      }
    },
  )

  installErrorHandler(app)
  await app.register(cookie)
  // Pages are compressed as they stream (the pages plugin asks for it); built files come
  // compressed from the build. Not global: a hook on every API answer costs its throughput.
  await app.register(compress, {
    global: false,
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  })
  await app.register(securityHeadersPlugin)
  await app.register(shutdownPlugin)
  await app.register(overloadGuardPlugin, { overloadDelayMs: config.overloadDelayMs })
  await app.register(databasePlugin, { config, db })
  await app.register(metricsPlugin, { ...config.metrics, trustProxy: config.trustProxy })
  await app.register(serverSecretsRepositoryPlugin)
  await app.register(idempotencyRepositoryPlugin)
  await app.register(accountsRepositoryPlugin)
  await app.register(catalogueRepositoryPlugin)
  await app.register(blogRepositoryPlugin)
  await app.register(contentRepositoryPlugin)
  await app.register(reviewsRepositoryPlugin)
  await app.register(favoritesRepositoryPlugin)
  await app.register(cartRepositoryPlugin)
  await app.register(ordersRepositoryPlugin)
  await app.register(trackingRepositoryPlugin)
  await app.register(attemptsRepositoryPlugin)
  await app.register(auditRepositoryPlugin)
  await app.register(backOfficeCatalogueRepositoryPlugin)
  await app.register(serialsRepositoryPlugin)
  await app.register(pushRepositoryPlugin)
  await app.register(rateLimitsPlugin)
  await app.register(siteLockPlugin)
  app.decorate('readCache', new ReadCache(config.readCacheMs))
  await app.register(cacheInvalidationPlugin)
  await app.register(housekeepingPlugin)
  await app.register(callHooksPlugin)
  await app.register(servedCallsPlugin)
  await app.register(mailerPlugin, { config })
  await app.register(mailQueuePlugin)
  await app.register(pushQueuePlugin)

  app.get('/wsd/health', async () => ({ status: true }))

  await app.register(contentRoutes)
  await app.register(blogRoutes)
  await app.register(catalogueRoutes)
  await app.register(reviewRoutes)
  await app.register(favoriteRoutes)
  await app.register(cartRoutes)
  await app.register(orderRoutes)
  await app.register(pushRoutes)
  await app.register(authenticityRoutes)
  await app.register(accountRoutes)
  await app.register(siteLockRoutes)
  await app.register(trackingRoutes)
  await app.register(staffRoutes)
  await app.register(pagesRoutes)
  await app.register(feedbackRoutes)
  await app.register(ordersRoutes)
  await app.register(todoRoutes)
  await app.register(backOfficeCatalogueRoutes)
  await app.register(apiDescriptionPlugin)
  const source = config.dev ? await viteDevApp(app) : builtApp(config.staticDir, config.serverEntry)
  await app.register(staticPwaPlugin, {
    staticDir: config.dev ? undefined : config.staticDir,
    uploadsDir: config.uploadsDir,
  })
  // Last: its catch-all GET renders every page of the shop.
  if (source) await app.register(pagesPlugin, { source })
  else app.log.info(`No built app in ${config.staticDir}: serving the API only.`)

  return app
}
