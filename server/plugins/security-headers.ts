import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet from 'helmet'

/**
 * Browser features the shop never uses, denied to the page and anything it embeds. Only names
 * Chromium knows: an unknown one is reported in the console of every page.
 */
const deniedFeatures = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
export const permissionsPolicy = deniedFeatures.map((feature) => `${feature}=()`).join(', ')

/** A year, as browsers' preload lists ask. */
const hsts = 'max-age=31536000; includeSubDomains'

/**
 * Helmet's headers with a strict CSP (pages send their own, with their nonce), made once: setting
 * them is then a few header writes per answer, not Helmet's options read again for each.
 */
const helmetHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Chakra's emotion styles are injected at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: false,
})

/**
 * Helmet's headers, a Permissions-Policy on every answer, and HSTS only on answers that went out
 * over HTTPS (a plain-HTTP answer cannot set it, and on localhost it would stick to every other
 * port).
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, next) => {
      helmetHeaders(request.raw, reply.raw, (problem) => {
        next(problem instanceof Error ? problem : undefined)
      })
    })
    app.addHook('onSend', async (request, reply) => {
      reply.header('permissions-policy', permissionsPolicy)
      // `protocol` believes X-Forwarded-Proto only from the proxies TRUST_PROXY names.
      if (request.protocol === 'https') reply.header('strict-transport-security', hsts)
    })
  },
  { name: 'security-headers' },
)

/** Answers that carry a token, a pass or a visitor's details: no cache, browser or shared, keeps them. */
export function neverStoreAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })
}
