/**
 * API load measurement: the real server (production settings) over a large catalogue, loaded
 * with autocannon. Prints throughput and latency per read next to the health route's, with the
 * budgets. It measures; it never fails the build.
 *
 * BENCH_PRODUCTS (extra products per category, default 2000), BENCH_SECONDS (per route,
 * default 10), BENCH_CONNECTIONS (default 50).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { createDatabase } from '../server/db/database'
import { migrateToLatest } from '../server/db/migrate'
import { seedDemoShop } from '../server/seed/index'
import { spawnShop } from './shop-process'

const extraProducts = Number(process.env.BENCH_PRODUCTS ?? 2000)
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
/** Each read keeps at least this share of the health route's throughput. */
const minShareOfHealth = 0.25
const maxP99Ms = 25

interface Target {
  name: string
  method: 'GET' | 'POST'
  path: string
  /** One body, or several sent in turn (so a read cache cannot answer every request). */
  body?: unknown
  bodies?: unknown[]
}

interface Measured {
  target: Target
  requestsPerSecond: number
  p50: number
  p99: number
  failures: number
}

async function seedCatalogue(dataDir: string): Promise<string[]> {
  const started = Date.now()
  const db = createDatabase({ dataDir })
  try {
    await migrateToLatest(db)
    // Pictures are not part of the API's work: names only.
    await seedDemoShop(db, { uploadsDir: undefined, extraProducts })
    const products = await db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow()
    // Products spread over the whole catalogue, for reads that vary.
    const step = Math.max(1, Math.floor(Number(products.count) / 500))
    const sample = await db
      .selectFrom('products')
      .select(['id', 'unique_id'])
      .orderBy('id')
      .execute()
    const uniqueIds = sample.filter((_, i) => i % step === 0).map((p) => p.unique_id)
    console.log(
      `Seeded ${Number(products.count)} products in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    )
    return uniqueIds
  } finally {
    await db.destroy()
  }
}

/** Starts server/main.ts as production would run it; resolves with its origin. */
function startServer(dataDir: string, extraEnv: NodeJS.ProcessEnv) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...extraEnv,
    NODE_ENV: 'production',
    VALIDATE_RESPONSES: 'false',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
  }
  // The catalogue seeded above is the one measured.
  delete env.DATABASE_URL
  delete env.SEED_PRODUCTS
  const { child, origin } = spawnShop(env)
  return { child, origin }
}

async function check(origin: string, target: Target): Promise<string | undefined> {
  const response = await fetch(`${origin}${target.path}`, requestInit(target))
  if (response.ok) return undefined
  return `${response.status} ${(await response.text()).slice(0, 200)}`
}

function requestInit(target: Target) {
  return {
    method: target.method,
    headers: { 'content-type': 'application/json', lang: 'EN' },
    body: target.body === undefined ? undefined : JSON.stringify(target.body),
  }
}

async function measure(origin: string, target: Target, duration: number): Promise<Measured> {
  const { method, headers, body } = requestInit(target)
  const bodies = target.bodies?.map((b) => JSON.stringify(b))
  let turn = 0
  const result = await autocannon({
    url: `${origin}${target.path}`,
    method,
    headers,
    body,
    connections,
    duration,
    ...(bodies
      ? {
          requests: [
            {
              setupRequest: (request) => ({ ...request, body: bodies[turn++ % bodies.length] }),
            },
          ],
        }
      : {}),
  })
  return {
    target,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  }
}

function baselineVerdict(row: Measured): string {
  return row.failures > 0 ? 'FAIL (errors)' : 'baseline'
}

function readVerdict(row: Measured, shareOfHealth: number): string {
  if (row.failures > 0) return 'FAIL (errors)'
  const missed = [
    shareOfHealth < minShareOfHealth && 'throughput',
    row.p99 >= maxP99Ms && 'p99',
  ].filter(Boolean)
  return missed.length === 0 ? 'pass' : `FAIL (${missed.join(', ')})`
}

function printTable(title: string, rows: Measured[], skipped: [Target, string][]) {
  const health = rows.find((r) => r.target.name === 'health')
  const header = ['route', 'req/s', 'p50 ms', 'p99 ms', 'vs health', 'failed', 'budget']
  const lines = rows.map((row) => {
    const isHealth = row === health
    const share = health ? row.requestsPerSecond / health.requestsPerSecond : 0
    const verdict = isHealth ? baselineVerdict(row) : readVerdict(row, share)
    return [
      row.target.name,
      row.requestsPerSecond.toFixed(0),
      row.p50.toFixed(1),
      row.p99.toFixed(1),
      isHealth ? '100%' : `${(share * 100).toFixed(0)}%`,
      String(row.failures),
      verdict,
    ]
  })
  for (const [target, reason] of skipped) {
    lines.push([target.name, '-', '-', '-', '-', '-', `not measured: ${reason}`])
  }
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)))
  const format = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ')
  console.log()
  console.log(title)
  console.log(format(header))
  console.log(format(widths.map((w) => '-'.repeat(w))))
  for (const line of lines) console.log(format(line))
  console.log()
  console.log(
    `Budgets: every read >= ${minShareOfHealth * 100}% of the health route's req/s, p99 < ${maxP99Ms} ms, no failed requests.`,
  )
  console.log(
    `${connections} connections, ${seconds} s per route, ${extraProducts} extra products per category.`,
  )
}

/** The server as it ships (reads may be answered from its 5 s cache), then with no read cache. */
const modes = [
  { title: 'Read cache on (READ_CACHE_MS=5000, the default)', env: { READ_CACHE_MS: '5000' } },
  {
    title: 'Read cache off (READ_CACHE_MS=0): every answer from the database',
    env: { READ_CACHE_MS: '0' },
  },
]

async function stop(server: ReturnType<typeof startServer> | undefined) {
  const child = server?.child
  if (child && child.exitCode === null) {
    const exited = new Promise((done) => child.once('exit', done))
    child.kill('SIGTERM')
    await Promise.race([exited, new Promise((done) => setTimeout(done, 5_000))])
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'))
let server: ReturnType<typeof startServer> | undefined
try {
  const productUniqueIds = await seedCatalogue(dataDir)
  const targets: Target[] = [
    { name: 'health', method: 'GET', path: '/wsd/health' },
    { name: 'home', method: 'POST', path: '/wsd/v2/page/home', body: {} },
    // Navigations: the pages the server renders, with a browser's headers (streamed, compressed).
    { name: 'home page HTML', method: 'GET', path: '/' },
    { name: 'CMS page HTML (/about)', method: 'GET', path: '/about' },
    {
      name: 'category pages 1-50',
      method: 'POST',
      path: '/wsd/v1/product/cat',
      body: { cat: 'all', sort: 'price ASC', page: 2 },
      bodies: Array.from({ length: 50 }, (_, i) => ({
        cat: 'all',
        sort: 'price ASC',
        page: i + 1,
      })),
    },
    {
      name: `product detail (${productUniqueIds.length} products)`,
      method: 'POST',
      path: '/wsd/v1/product/single',
      body: { unique: productUniqueIds[0] },
      bodies: productUniqueIds.map((unique) => ({ unique })),
    },
  ]
  for (const mode of modes) {
    server = startServer(dataDir, mode.env)
    const origin = await server.origin
    const rows: Measured[] = []
    const skipped: [Target, string][] = []
    for (const target of targets) {
      const problem = await check(origin, target)
      if (problem) {
        skipped.push([target, problem])
        continue
      }
      // A short untimed run first, so the JIT and the database caches are warm.
      await measure(origin, target, Math.min(2, seconds))
      const row = await measure(origin, target, seconds)
      rows.push(row)
      console.log(`${target.name}: ${row.requestsPerSecond.toFixed(0)} req/s`)
    }
    printTable(mode.title, rows, skipped)
    await stop(server)
    server = undefined
  }
} catch (error) {
  console.error('The benchmark could not run:', error)
} finally {
  await stop(server)
  rmSync(dataDir, { recursive: true, force: true })
}
