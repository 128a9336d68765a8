/**
 * API load measurement: the real server (production settings) over a large catalogue, loaded
 * with autocannon. Prints throughput, latency and every answer that was not a 2xx per read next
 * to the health route's, with the budgets. It measures; it never fails the build.
 *
 * BENCH_PRODUCTS (the catalogue's products in all, default 10000), BENCH_SECONDS (per route,
 * default 10), BENCH_CONNECTIONS (default 50), BENCH_MANY_CONNECTIONS (the overload run, default
 * 500; 0 leaves it out), BENCH_DATABASE_URL (a PostgreSQL database: two instances over it).
 * The server runs with WORKERS=1, and as it ships with WORKERS=2 for comparison.
 * The back office's order list, its search and the home's counts are measured over 100,000
 * orders, asked with a staff token. The product search and its suggestions are measured with the
 * read cache off, so every answer is searched for.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { backOfficeTodoCall } from '../src/contract/back-office-home'
import { staffOrderListCall } from '../src/contract/back-office-orders'
import { v1 } from '../src/contract/call'
import { productSearchCall } from '../src/contract/catalogue'
import type { Language } from '../src/contract/common'
import { orderStatuses } from '../src/contract/orders'
import { createDatabase, type Db, type DatabaseConfig } from '../server/db/database'
import { migrateToLatest } from '../server/db/migrate'
import { indexOrders } from '../server/db/order-search'
import { SeededRandom } from '../server/seed/catalogue-random'
import { seedDemoShop } from '../server/seed/index'
import { createAccountsRepository } from '../server/repositories/accounts-repository'
import { nowIso } from '../server/security/tokens'
import { spawnShop } from './shop-process'

const catalogueProducts = Number(process.env.BENCH_PRODUCTS ?? 10_000)
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const manyConnections = Number(process.env.BENCH_MANY_CONNECTIONS ?? 500)
const databaseUrl = process.env.BENCH_DATABASE_URL
/** Only the rows whose name holds this text (and the health route, which the budgets compare with). */
const onlyRows = process.env.BENCH_ONLY?.toLowerCase()
const healthPath = '/wsd/health'
/** Each read keeps at least this share of the health route's throughput. */
const minShareOfHealth = 0.25
const maxP99Ms = 25
/** Budgets of their own: a search reads more than a list, and the shopper is typing. */
const searchP99Ms = 50
const orderSearchP99Ms = 100
/** Orders the back office's list is measured over. */
const benchOrders = 100_000

interface Target {
  name: string
  method: 'GET' | 'POST'
  path: string
  /** A staff token, for a back-office read. */
  token?: string
  /** The content language asked for; English without it. */
  lang?: Language
  /** A p99 budget of its own, in place of the reads' p99 and share of the health route's req/s. */
  maxP99Ms?: number
  /** One body, or several sent in turn (so a read cache cannot answer every request). */
  body?: unknown
  bodies?: unknown[]
  /** Several addresses asked in turn (a page of each of many products). */
  paths?: string[]
  /** Several targets asked in turn on every connection: a mixed load. */
  mix?: Target[]
}

interface Measured {
  target: Target
  connections: number
  requestsPerSecond: number
  p50: number
  p99: number
  /** Answers that were not 2xx, of which 503 (the shop too busy or restarting). */
  non2xx: number
  busy: number
  timeouts: number
  errors: number
  /** Under overload: the answer to one request sent right after the load (a status, or why none). */
  afterLoad?: string
}

const failuresOf = (row: Measured) => row.non2xx + row.errors + row.timeouts

/** What the order search rows look for: names, phone digits and order numbers the orders hold. */
interface OrderSearches {
  names: string[]
  phones: string[]
  numbers: string[]
}

/**
 * Seeds the catalogue and the orders (a database that already holds products, or orders, is
 * measured as it is).
 */
async function seedCatalogue(
  database: DatabaseConfig,
): Promise<{ uniqueIds: string[]; token: string; orderSearches: OrderSearches }> {
  const started = Date.now()
  const db = createDatabase(database)
  try {
    await migrateToLatest(db)
    const held = await db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow()
    // Pictures are not part of the API's work: names only.
    if (Number(held.count) === 0) {
      await seedDemoShop(db, { uploadsDir: undefined, products: catalogueProducts })
    }
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
      `${Number(held.count) === 0 ? 'Seeded' : 'Found'} ${Number(products.count)} products in ${secondsSince(started)} s.`,
    )
    const ordersStarted = Date.now()
    const { seeded, orderSearches } = await seedOrders(db)
    console.log(
      `${seeded ? 'Seeded' : 'Found'} ${benchOrders} orders in ${secondsSince(ordersStarted)} s.`,
    )
    return { uniqueIds, token: await staffToken(db), orderSearches }
  } finally {
    await db.destroy()
  }
}

const secondsSince = (started: number) => ((Date.now() - started) / 1000).toFixed(1)

const firstNames = {
  latin: ['Sara', 'Ali', 'Maryam', 'Reza', 'Zahra', 'Mohammad', 'Fatemeh', 'Hossein', 'Neda'],
  persian: ['سارا', 'علی', 'مریم', 'رضا', 'زهرا', 'محمد', 'فاطمه', 'حسین', 'ندا'],
}
const lastNames = {
  latin: ['Ahmadi', 'Karimi', 'Hosseini', 'Rahimi', 'Moradi', 'Jafari', 'Ghasemi', 'Sadeghi'],
  persian: ['احمدی', 'کریمی', 'حسینی', 'رحیمی', 'مرادی', 'جعفری', 'قاسمی', 'صادقی'],
}
/** Order numbers as the shop makes them (`K7QX-3MPA`), from a seeded generator. */
const orderNumberLetters = [...'ABCDEFGHJKLMNPQRSTUVWXYZ23456789']

/**
 * 100,000 orders of the last 100 days with 1-3 lines each, and their rows of the search index,
 * in bulk inserts in one transaction, unless the database holds orders. Their buyers' names (two
 * in three in Persian letters), mobile numbers and order numbers vary as a shop's do.
 */
async function seedOrders(db: Db): Promise<{ seeded: boolean; orderSearches: OrderSearches }> {
  const rng = new SeededRandom(100_003)
  const orders = Array.from({ length: benchOrders }, (_, i) => {
    const script = i % 3 === 0 ? 'latin' : 'persian'
    const half = () => Array.from({ length: 4 }, () => rng.pick(orderNumberLetters)).join('')
    return {
      number: `${half()}-${half()}`,
      user_id: 0,
      session: 'bench',
      name: `${rng.pick(firstNames[script])} ${rng.pick(lastNames[script])}`,
      phone: `09${rng.pick(['12', '13', '19', '35', '36', '01'])}${String(rng.int(0, 9_999_999)).padStart(7, '0')}`,
      address: '12 Valiasr Street, Tehran',
      postal_code: '12345',
      payment: i % 3 === 0 ? 'transfer' : 'cod',
      status: orderStatuses[i % orderStatuses.length]!,
      subtotal: 1_000_000 + i,
      discount: 0,
      shipping: 250_000,
      total: 1_250_000 + i,
      created_at: new Date(Date.now() - (benchOrders - i) * 86_400).toISOString(),
    }
  })
  const at = (i: number) => orders[i % orders.length]!
  const orderSearches: OrderSearches = {
    names: ['Karimi', at(3).name, 'کریمی', at(7).name],
    // A mobile's start, its middle, all of it in Persian digits and with spaces, as staff type.
    phones: [
      at(11).phone.slice(0, 7),
      at(12).phone.slice(4, 9),
      at(13).phone.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!),
      `${at(14).phone.slice(0, 4)} ${at(14).phone.slice(4, 7)} ${at(14).phone.slice(7)}`,
    ],
    // A whole number, typed in lower case without its dash, and its first half.
    numbers: [
      at(21).number,
      at(22).number.replace('-', '').toLowerCase(),
      at(23).number.slice(0, 4),
    ],
  }
  const held = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow()
  if (Number(held.count) > 0) return { seeded: false, orderSearches }
  // Rows per insert stay under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters.
  const batch = 2000
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < orders.length; start += batch) {
      const ids = await trx
        .insertInto('orders')
        .values(orders.slice(start, start + batch))
        .returning('id')
        .execute()
      const lines = ids.flatMap(({ id }) =>
        Array.from({ length: 1 + (id % 3) }, (_, n) => ({
          order_id: id,
          product_id: 1 + n,
          variant_id: 0,
          unique_id: `product-${1 + n}`,
          img: '',
          title: 'Bench product',
          option: '',
          option_type: '',
          option_name: '',
          quantity: 1,
          unit_price: 1_000_000,
          line_total: 1_000_000,
        })),
      )
      for (let from = 0; from < lines.length; from += batch) {
        await trx
          .insertInto('order_lines')
          .values(lines.slice(from, from + batch))
          .execute()
      }
      await indexOrders(
        trx,
        ids.map(({ id }) => id),
      )
    }
  })
  return { seeded: true, orderSearches }
}

/** A staff account with a live token, for the back office's reads. */
async function staffToken(db: Db): Promise<string> {
  const user = await db
    .insertInto('users')
    .values({
      fname: 'Bench',
      lname: 'staff',
      email: `bench-${Date.now()}@example.com`,
      phone: null,
      password_hash: 'not-a-real-hash',
      created_at: nowIso(),
      role: 'staff',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return createAccountsRepository(() => db).issueLoginToken(user.id, 1)
}

/** Starts the built server as `npm start` runs it, over SQLite in `dataDir` or over `url`. */
function startServer(dataDir: string, extraEnv: NodeJS.ProcessEnv, url?: string) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...extraEnv,
    NODE_ENV: 'production',
    VALIDATE_RESPONSES: 'false',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    // One address asks every request: the staff limit would turn most away.
    STAFF_RATE_LIMIT: '1000000000',
  }
  // The catalogue seeded above is the one measured.
  if (url) env.DATABASE_URL = url
  else delete env.DATABASE_URL
  delete env.SEED_PRODUCTS
  return spawnShop(env)
}

type Server = ReturnType<typeof startServer>

/** How long a server just started may be too busy to answer (its first requests warm it). */
const startBusyMs = 20_000

async function check(origin: string, target: Target): Promise<string | undefined> {
  const until = Date.now() + startBusyMs
  for (const part of target.mix ?? [target]) {
    let response = await fetch(`${origin}${part.path}`, requestInit(part))
    while (response.status === 503 && Date.now() < until) {
      await new Promise((done) => setTimeout(done, 1000))
      response = await fetch(`${origin}${part.path}`, requestInit(part))
    }
    if (!response.ok) return `${response.status} ${whyRefused(await response.text())}`
  }
  return undefined
}

/** The API's own words for a refusal (`No API call at POST ...`), or the answer's start. */
function whyRefused(body: string): string {
  try {
    const message = (JSON.parse(body) as { error?: { message?: unknown } }).error?.message
    if (typeof message === 'string') return message
  } catch {
    // Not the API's JSON: a page or a proxy's answer.
  }
  return body.slice(0, 200)
}

function requestInit(target: Target) {
  return {
    method: target.method,
    headers: {
      'content-type': 'application/json',
      // As a browser asks: a page is sent compressed.
      'accept-encoding': 'br, gzip',
      lang: target.lang ?? 'EN',
      ...(target.token && { authorization: `Bearer ${target.token}` }),
    },
    body: target.body === undefined ? undefined : JSON.stringify(target.body),
  }
}

/** What each connection asks, in turn: the target, or each part of a mixed one. */
function requestsOf(target: Target): autocannon.Request[] {
  return (target.mix ?? [target]).map((part) => {
    const bodies = part.bodies?.map((b) => JSON.stringify(b))
    const { paths } = part
    let turn = 0
    return {
      path: part.path,
      ...requestInit(part),
      ...((bodies ?? paths) && {
        // Each request of the connection takes the next body or address, in turn.
        setupRequest: (request: autocannon.Request) => {
          const next = turn++
          return {
            ...request,
            ...(bodies && { body: bodies[next % bodies.length] }),
            ...(paths && { path: paths[next % paths.length] }),
          }
        },
      }),
    }
  })
}

/** Loads one instance with `count` connections. */
function load(origin: string, target: Target, duration: number, count: number) {
  return autocannon({
    url: origin,
    connections: count,
    duration,
    requests: requestsOf(target),
  })
}

/**
 * Loads the instances at once, the connections split between them. Several instances: req/s and
 * the answers add up, p50 is their mean and p99 the worst one's.
 */
async function measure(
  origins: string[],
  target: Target,
  duration: number,
  count: number,
): Promise<Measured> {
  const share = (i: number) =>
    Math.floor(count / origins.length) + (i < count % origins.length ? 1 : 0)
  const results = await Promise.all(
    origins.map((origin, i) => load(origin, target, duration, share(i))),
  )
  const sum = (of: (r: autocannon.Result) => number) => results.reduce((t, r) => t + of(r), 0)
  return {
    target,
    connections: count,
    requestsPerSecond: sum((r) => r.requests.average),
    p50: sum((r) => r.latency.p50) / results.length,
    p99: Math.max(...results.map((r) => r.latency.p99)),
    non2xx: sum((r) => r.non2xx),
    busy: sum((r) => r.statusCodeStats?.['503']?.count ?? 0),
    timeouts: sum((r) => r.timeouts),
    errors: sum((r) => r.errors),
  }
}

function baselineVerdict(row: Measured): string {
  return failuresOf(row) > 0 ? 'FAIL (errors)' : 'baseline'
}

function readVerdict(row: Measured, shareOfHealth: number): string {
  if (failuresOf(row) > 0) return 'FAIL (errors)'
  const own = row.target.maxP99Ms
  const missed = [
    own === undefined && shareOfHealth < minShareOfHealth && 'throughput',
    row.p99 >= (own ?? maxP99Ms) && 'p99',
  ].filter(Boolean)
  return missed.length === 0 ? 'pass' : `FAIL (${missed.join(', ')})`
}

/** An overload has no budget: what counts is that every request got an answer, 503 or not. */
function overloadVerdict(row: Measured): string {
  if (row.timeouts + row.errors > 0) return 'requests left unanswered'
  if (row.afterLoad !== '200') return 'the request after it refused'
  return row.busy > 0 ? 'answered (some turned away, 503)' : 'answered'
}

function printTable(
  title: string,
  rows: Measured[],
  skipped: [Target, string][],
  { overload = false }: { overload?: boolean } = {},
) {
  const health = rows.find((r) => r.target.name === 'health')
  const header = [
    'route',
    'conns',
    'req/s',
    'p50 ms',
    'p99 ms',
    'vs health',
    'non-2xx',
    '503',
    'timeouts',
    'errors',
    ...(overload ? ['after'] : []),
    overload ? 'outcome' : 'budget',
  ]
  const lines = rows.map((row) => {
    const isHealth = row === health
    const share = health ? row.requestsPerSecond / health.requestsPerSecond : 0
    const verdict = overload
      ? overloadVerdict(row)
      : isHealth
        ? baselineVerdict(row)
        : readVerdict(row, share)
    const budget = row.target.maxP99Ms === undefined ? '' : ` (p99 < ${row.target.maxP99Ms} ms)`
    return [
      row.target.name,
      String(row.connections),
      row.requestsPerSecond.toFixed(0),
      row.p50.toFixed(1),
      row.p99.toFixed(1),
      isHealth ? '100%' : `${(share * 100).toFixed(0)}%`,
      String(row.non2xx),
      String(row.busy),
      String(row.timeouts),
      String(row.errors),
      ...(overload ? [row.afterLoad ?? '-'] : []),
      `${verdict}${overload ? '' : budget}`,
    ]
  })
  for (const [target, reason] of skipped) {
    lines.push([target.name, ...header.slice(1, -1).map(() => '-'), `not measured: ${reason}`])
  }
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)))
  const format = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ')
  console.log()
  console.log(title)
  console.log(format(header))
  console.log(format(widths.map((w) => '-'.repeat(w))))
  for (const line of lines) console.log(format(line))
  console.log()
  if (!overload) {
    console.log(
      `Budgets: every read >= ${minShareOfHealth * 100}% of the health route's req/s, p99 < ${maxP99Ms} ms, no failed requests (a 503 included); a row with a budget of its own: that p99 and no failed request.`,
    )
  }
  console.log(`${seconds} s per route, ${catalogueProducts} products, ${benchOrders} orders.`)
}

/** The server as it ships (reads may be answered from its 5 s cache), in one process. */
const asShipped = { READ_CACHE_MS: '5000', WORKERS: '1' }

/** Every answer from the database: the only way a repeated search is searched for again. */
const withoutReadCache = { READ_CACHE_MS: '0', WORKERS: '1' }

/**
 * The server as it ships in one process, then in two (one per core of a two-core machine; the
 * load generator shares those cores), then with no read cache. Overload is measured for both;
 * the product search and its suggestions with no read cache only, in one process and in two.
 */
const modes = [
  {
    title: 'Read cache on (READ_CACHE_MS=5000, the default), WORKERS=1',
    env: asShipped,
    overload: true,
    searches: false,
  },
  {
    title: 'Read cache on, WORKERS=2',
    env: { ...asShipped, WORKERS: '2' },
    overload: true,
    searches: false,
  },
  {
    title: 'Read cache off (READ_CACHE_MS=0), WORKERS=1: every answer from the database',
    env: withoutReadCache,
    overload: false,
    searches: true,
  },
  {
    title: 'Read cache off, WORKERS=2 (a process per core, as the shop starts on this machine)',
    env: { ...withoutReadCache, WORKERS: '2' },
    overload: false,
    searches: true,
  },
]

async function stop(server: Server | undefined) {
  const child = server?.child
  if (child && child.exitCode === null) {
    const exited = new Promise((done) => child.once('exit', done))
    child.kill('SIGTERM')
    await Promise.race([exited, new Promise((done) => setTimeout(done, 5_000))])
  }
}

/** The UTC day `days` before today, as the order list takes it. */
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)

/** The reads measured, over a catalogue whose products are `uniqueIds`. */
function targetsOf({
  uniqueIds: productUniqueIds,
  token,
  orderSearches,
}: {
  uniqueIds: string[]
  token: string
  orderSearches: OrderSearches
}) {
  const homePage: Target = { name: 'home page HTML', method: 'GET', path: '/' }
  const productPage = (lang: string) => `/product/single/${productUniqueIds[0]}?lang=${lang}`
  // Each a page rendered once, then answered from the page cache (or, with it off, every time).
  const productPages: Target = {
    name: `product pages HTML (${productUniqueIds.length} products)`,
    method: 'GET',
    path: `/product/single/${productUniqueIds[0]}`,
    paths: productUniqueIds.map((unique) => `/product/single/${unique}`),
  }
  const categories: Target = {
    name: 'category pages 1-50',
    method: 'POST',
    path: '/wsd/v1/product/cat',
    body: { cat: 'all', sort: 'price ASC', page: 2 },
    bodies: Array.from({ length: 50 }, (_, i) => ({ cat: 'all', sort: 'price ASC', page: i + 1 })),
  }
  const products: Target = {
    name: `product detail (${productUniqueIds.length} products)`,
    method: 'POST',
    path: '/wsd/v1/product/single',
    body: { unique: productUniqueIds[0] },
    bodies: productUniqueIds.map((unique) => ({ unique })),
  }
  const health: Target = { name: 'health', method: 'GET', path: healthPath }
  const reads: Target[] = [
    health,
    { name: 'home', method: 'POST', path: '/wsd/v2/page/home', body: {} },
    // Navigations: the pages the server renders.
    homePage,
    { name: 'home page HTML, Persian', method: 'GET', path: '/?lang=fa' },
    { name: 'home page HTML, Arabic', method: 'GET', path: '/?lang=ar' },
    { name: 'a product page HTML', method: 'GET', path: productPage('en') },
    { name: 'a product page HTML, Persian', method: 'GET', path: productPage('fa') },
    { name: 'a product page HTML, Arabic', method: 'GET', path: productPage('ar') },
    productPages,
    { name: 'CMS page HTML (/about)', method: 'GET', path: '/about' },
    categories,
    products,
    {
      name: `back-office orders (${benchOrders} orders)`,
      method: 'POST',
      path: staffOrderListCall.path,
      token,
      body: {},
      // Every status and all, pages 1-5, with and without a range of days.
      bodies: ['all', ...orderStatuses].flatMap((status) =>
        [1, 2, 3, 4, 5].flatMap((page) => [
          { status, page },
          { status, page, from: daysAgo(60), to: daysAgo(10) },
        ]),
      ),
    },
    ...(
      [
        ['by name', orderSearches.names],
        ['by phone digits', orderSearches.phones],
        ['by order number', orderSearches.numbers],
      ] as const
    ).map(([by, queries]): Target => ({
      name: `back-office order search ${by} (${benchOrders} orders)`,
      method: 'POST',
      path: staffOrderListCall.path,
      token,
      body: { q: queries[0] },
      bodies: queries.map((q) => ({ q })),
      maxP99Ms: orderSearchP99Ms,
    })),
    {
      name: `back-office home counts (${benchOrders} orders)`,
      method: 'POST',
      path: backOfficeTodoCall.path,
      token,
      body: {},
    },
  ]
  // The search as the shop's search page asks it; a repeat is searched again (read cache off).
  const productSearch = (what: string, query: string, lang: Language = 'EN'): Target => ({
    name: `product search, ${what} (${query}${lang === 'EN' ? '' : `, ${lang}`})`,
    method: 'POST',
    path: productSearchCall.path,
    lang,
    body: { cat: 'all', sort: 'id DESC', page: 1, query },
    maxP99Ms: searchP99Ms,
  })
  const searches: Target[] = [
    productSearch('a common word', 'steam'),
    productSearch('a rare word', 'simurgh'),
    productSearch('a typo', 'steem'),
    productSearch('Persian', 'اتو', 'FA'),
    {
      name: 'product search suggestions (st, ste, stea... as typed)',
      method: 'POST',
      path: v1('product/suggest'),
      body: { query: 'st' },
      bodies: ['st', 'ste', 'stea', 'steam', 'ir', 'iro', 'iron', 'simu'].map((query) => ({
        query,
      })),
      maxP99Ms: searchP99Ms,
    },
  ]
  const apiReads: Target = {
    ...products,
    name: 'API reads (products, categories)',
    mix: [products, categories],
  }
  const overload: Target[] = [
    health,
    homePage,
    apiReads,
    {
      ...homePage,
      name: 'mixed (page, products, categories)',
      mix: [homePage, products, categories],
    },
  ]
  return { health, reads, searches, overload }
}

/** The status of one request of `target` (its first part) sent at once, or why it got none. */
async function answerRightAfter(origin: string, target: Target): Promise<string> {
  const part = target.mix?.[0] ?? target
  try {
    const response = await fetch(`${origin}${part.path}`, {
      ...requestInit(part),
      signal: AbortSignal.timeout(10_000),
    })
    await response.arrayBuffer()
    return String(response.status)
  } catch (error) {
    return error instanceof Error ? error.name : 'failed'
  }
}

/** Measures each target against the instances, after a short untimed run that warms them. */
async function measureAll(origins: string[], targets: Target[], count: number) {
  const rows: Measured[] = []
  const skipped: [Target, string][] = []
  const chosen = targets.filter(
    (t) => !onlyRows || t.path === healthPath || t.name.toLowerCase().includes(onlyRows),
  )
  for (const target of chosen) {
    const problem = await check(origins[0]!, target)
    if (problem) {
      skipped.push([target, problem])
      continue
    }
    // With the usual connections, so the JIT and the database caches are warm.
    await measure(origins, target, Math.min(2, seconds), Math.min(count, connections))
    const row = await measure(origins, target, seconds, count)
    // Past an overload, the next request is answered as on a quiet day.
    if (count > connections) row.afterLoad = await answerRightAfter(origins[0]!, target)
    rows.push(row)
    console.log(`${target.name} (${count} connections): ${row.requestsPerSecond.toFixed(0)} req/s`)
  }
  return { rows, skipped }
}

const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'))
const servers: Server[] = []
const stopAll = async () => {
  await Promise.all(servers.splice(0).map(stop))
}
try {
  const { reads, searches, overload } = targetsOf(await seedCatalogue({ dataDir }))
  for (const mode of modes) {
    servers.push(startServer(dataDir, mode.env))
    const origins = await Promise.all(servers.map((s) => s.origin))
    const { rows, skipped } = await measureAll(
      origins,
      mode.searches ? [...reads, ...searches] : reads,
      connections,
    )
    printTable(`${mode.title}, ${connections} connections`, rows, skipped)
    if (manyConnections > 0 && mode.overload) {
      const heavy = await measureAll(origins, overload, manyConnections)
      printTable(
        `Overload: ${manyConnections} connections, read cache on, WORKERS=${mode.env.WORKERS}`,
        heavy.rows,
        heavy.skipped,
        { overload: true },
      )
    }
    await stopAll()
  }

  if (databaseUrl) {
    // Two instances over one PostgreSQL database, the load split between them.
    const pgReads = targetsOf(await seedCatalogue({ dataDir, databaseUrl }))
    servers.push(startServer(dataDir, asShipped, databaseUrl))
    // The second starts once the first has migrated and seeded (they would take turns anyway).
    await servers[0]!.origin
    servers.push(startServer(dataDir, asShipped, databaseUrl))
    const origins = await Promise.all(servers.map((s) => s.origin))
    const { rows, skipped } = await measureAll(origins, pgReads.reads, connections)
    printTable(
      `PostgreSQL, two instances, read cache on, ${connections} connections`,
      rows,
      skipped,
    )
    if (manyConnections > 0) {
      const heavy = await measureAll(origins, pgReads.overload, manyConnections)
      printTable(
        `PostgreSQL, two instances: overload, ${manyConnections} connections`,
        heavy.rows,
        heavy.skipped,
        { overload: true },
      )
    }
    await stopAll()
    // The product search over PostgreSQL's index, two instances, read cache off.
    servers.push(startServer(dataDir, withoutReadCache, databaseUrl))
    servers.push(startServer(dataDir, withoutReadCache, databaseUrl))
    const searching = await measureAll(
      await Promise.all(servers.map((s) => s.origin)),
      [pgReads.health, ...pgReads.searches],
      connections,
    )
    printTable(
      `PostgreSQL, two instances, read cache off, ${connections} connections`,
      searching.rows,
      searching.skipped,
    )
    await stopAll()
  }
} catch (error) {
  console.error('The benchmark could not run:', error)
} finally {
  await stopAll()
  rmSync(dataDir, { recursive: true, force: true })
}
