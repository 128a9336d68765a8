import { createHash, timingSafeEqual } from 'node:crypto'
import proxyAddr from '@fastify/proxy-addr'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import {
  AggregatorRegistry,
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type MetricObjectWithValues,
  type MetricValue,
} from 'prom-client'
import { answerWorkers, askEveryWorker } from '../cluster/worker-messages'
import { errorCodes } from '../../src/contract/errors'
import { poolFigures } from '../db/database'
import { ApiError } from '../http/errors'

/** How a page was answered: rendered now, from the page cache, or as the app's shell. */
export type PageAnswer = 'rendered' | 'kept' | 'shell'

export interface ShopMetrics {
  registry: Registry
  /** Counts a page answered. */
  pageAnswered: (answer: PageAnswer) => void
  /** Reports the renders waiting for a turn when the metrics are read. */
  watchRenderQueue: (waiting: () => number) => void
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ShopMetrics
  }
}

export interface MetricsOptions {
  /** Addresses and CIDRs (or `loopback`, `linklocal`, `uniquelocal`) that may read `/metrics`. */
  allow: string[]
  /** A bearer token that may read `/metrics` from any address. */
  token: string | undefined
  /** The server's `TRUST_PROXY`: whose word on a client's address it takes. */
  trustProxy: boolean | string
}

export const metricsPath = '/metrics'

let processFigures: Registry | undefined
/**
 * Node's figures of this process (CPU, memory, event-loop delay, garbage collection): collected
 * once per process, however many apps it builds.
 */
function processRegistry(): Registry {
  if (!processFigures) {
    processFigures = new Registry()
    collectDefaultMetrics({ register: processFigures })
  }
  return processFigures
}

/** What a worker asks the others for a scrape. */
const metricsTopic = 'metrics'

/** Seconds: from a cached read's millisecond to a slow page render. */
const latencyBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/** Compared as digests: in a time that says nothing of the text, its length included. */
const digestOf = (text: string) => createHash('sha256').update(text).digest()

/**
 * Who may read the metrics: the token's bearer, or a client at an address `METRICS_ALLOW` names.
 * The address is believed only when it can be: the connection's own, or the one proxies that
 * `TRUST_PROXY` names reported. With `TRUST_PROXY=true` any client can name any address, and
 * a request that came through a proxy the shop was not told of shows that proxy's address: only
 * the token opens the metrics to those.
 */
function metricsReaders({ allow, token, trustProxy }: MetricsOptions) {
  const allowed = proxyAddr.compile(allow)
  const tokenDigest = token === undefined ? undefined : digestOf(token)
  return (request: FastifyRequest) => {
    const bearer = /^bearer +(.+)$/i.exec(request.headers.authorization ?? '')?.[1]?.trim()
    if (tokenDigest && bearer !== undefined) return timingSafeEqual(digestOf(bearer), tokenDigest)
    if (trustProxy === true) return false
    const proxied =
      request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined
    if (proxied && trustProxy === false) return false
    return allowed(request.ip, 0)
  }
}

function requestMetrics(registry: Registry) {
  const labelNames = ['method', 'route', 'status'] as const
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route and status.',
    labelNames,
    registers: [registry],
  })
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request read to its answer sent, by method, route and status.',
    labelNames,
    buckets: latencyBuckets,
    registers: [registry],
  })
  const shed = new Counter({
    name: 'shop_shed_requests_total',
    help: 'Requests answered 503 (the shop busy, or restarting) with Retry-After.',
    registers: [registry],
  })
  const limited = new Counter({
    name: 'shop_rate_limited_requests_total',
    help: 'Requests answered 429: past a per-address limit.',
    registers: [registry],
  })
  const replays = new Counter({
    name: 'shop_idempotent_replays_total',
    help: 'Writes answered with the stored answer of their Idempotency-Key (an outbox resending).',
    registers: [registry],
  })
  return (request: FastifyRequest, reply: FastifyReply) => {
    const labels = {
      method: request.method,
      // The route's pattern (never the address itself, which would make a series per address).
      route: request.routeOptions.config.metricsRoute ?? request.routeOptions.url ?? 'none',
      status: String(reply.statusCode),
    }
    requests.inc(labels)
    duration.observe(labels, reply.elapsedTime / 1000)
    if (reply.statusCode === 503) shed.inc()
    else if (reply.statusCode === 429) limited.inc()
    if (reply.getHeader('idempotent-replayed') === 'true') replays.inc()
  }
}

/**
 * The shop's figures in Prometheus's text format at `/metrics`: requests by route, status and
 * method with their latency, 503s shed and 429s, pages rendered or served from the cache, the
 * render queue, Idempotency-Key replays, the database pool, and the process (CPU, memory, event
 * loop delay). Read only from the addresses `METRICS_ALLOW` names or with `METRICS_TOKEN`.
 */
export const metricsPlugin = fp<MetricsOptions>(
  async (app: FastifyInstance, options) => {
    const registry = new Registry()
    const counted = requestMetrics(registry)
    app.addHook('onResponse', async (request, reply) => counted(request, reply))

    new Gauge({
      name: 'shop_server_processes',
      help: 'Server processes answering (WORKERS): each counts itself.',
      registers: [registry],
    }).set(1)
    const pages = new Counter({
      name: 'shop_pages_total',
      help: 'Pages answered: rendered now, served from the page cache (kept), or the app shell.',
      labelNames: ['answer'] as const,
      registers: [registry],
    })
    let rendersWaiting = () => 0
    new Gauge({
      name: 'shop_render_queue_length',
      help: 'Page renders waiting for a turn.',
      registers: [registry],
      collect() {
        this.set(rendersWaiting())
      },
    })
    new Gauge({
      name: 'shop_db_pool_connections',
      help: 'Database connections: open, idle, and requests waiting for one (PostgreSQL); SQLite has one.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const figures = poolFigures(app.db)
        for (const [state, count] of Object.entries(figures)) this.set({ state }, count)
      },
    })
    app.decorate('metrics', {
      registry,
      pageAnswered: (answer: PageAnswer) => pages.inc({ answer }),
      watchRenderQueue: (waiting: () => number) => {
        rendersWaiting = waiting
      },
    })

    // One process of several answers a scrape with the figures of them all, summed.
    const figures = () => Registry.merge([processRegistry(), registry])
    const stopAnswering = answerWorkers(metricsTopic, () => figures().getMetricsAsJSON())
    app.addHook('onClose', async () => stopAnswering())
    /** This process's figures, or those of every process summed; undefined if one did not answer. */
    const metricsText = async () => {
      const { values, missing } = await askEveryWorker(metricsTopic, { others: false })
      if (values.length === 0 && missing === 0) return figures().metrics()
      const parts = values.filter((part) => Array.isArray(part))
      if (missing > 0 || parts.length < values.length) return undefined
      return AggregatorRegistry.aggregate(
        parts as MetricObjectWithValues<MetricValue<string>>[][],
      ).metrics()
    }

    const mayRead = metricsReaders(options)
    app.get(metricsPath, async (request, reply) => {
      if (!mayRead(request)) {
        throw new ApiError(
          403,
          errorCodes.forbidden,
          'The metrics are read from an address METRICS_ALLOW names, or with the METRICS_TOKEN bearer token.',
        )
      }
      const text = await metricsText()
      // Sums with a process left out would make the counters seem to fall.
      if (text === undefined) {
        throw new ApiError(
          503,
          errorCodes.unavailable,
          'A server process did not give its figures in time. Scrape again.',
        ).withRetryAfter(1)
      }
      return reply.type(registry.contentType).header('cache-control', 'no-store').send(text)
    })
  },
  { name: 'metrics', dependencies: ['database'] },
)
