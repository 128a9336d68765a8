import { availableParallelism } from 'node:os'
import { resolve } from 'node:path'
import proxyAddr from '@fastify/proxy-addr'
import { z } from 'zod'
import { languages, type Language } from '../src/contract/common'
import type { BankAccount } from '../src/contract/orders'
import { defaultCurrency, isShopCurrency } from '../src/contract/currency'
import { base64urlBytes } from '../src/contract/push'
import { demoProductCount } from './seed/seed-options'

function proxyTrust(value: string | undefined): boolean | string {
  if (value === undefined || value === '' || value === 'false') return false
  return value === 'true' ? true : value
}

/** An optional text variable; set to blanks, it counts as unset. */
const listOf = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')

function readableAddresses(addresses: string[]): boolean {
  try {
    proxyAddr.compile(addresses)
    return true
  } catch {
    return false
  }
}

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined)

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DEFAULT_LANG: z.enum(languages).default('EN'),
  SITE_LOCK_KEY: z
    .string()
    .regex(/^\d{4,12}$/, 'SITE_LOCK_KEY must be 4 to 12 digits')
    .optional(),
  /** Secret that signs unlock passes; without one, a random secret kept in the database. */
  SITE_LOCK_SECRET: z.string().min(16).optional(),
  SITE_LOCK_PASS_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Shop <shop@localhost>'),
  OUTBOX_DIR: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  STATIC_DIR: z.string().default('./dist'),
  SERVER_ENTRY: z.string().default('./dist-server/entry-server.js'),
  /** Set by `npm run dev`: Vite serves and renders the app from its sources. */
  SHOP_DEV: z.enum(['0', '1']).default('0'),
  TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  RESET_TTL_MINUTES: z.coerce.number().int().min(5).max(1440).default(30),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Back-office calls per minute per client address. */
  STAFF_RATE_LIMIT: z.coerce.number().int().min(1).default(300),
  /** The first admin, made on a start that finds none: both or neither. */
  ADMIN_EMAIL: optionalText,
  ADMIN_PASSWORD: optionalText,
  /**
   * Whose X-Forwarded-For to believe: unset (nobody: the shop faces the internet), `true`
   * (every hop), or proxy addresses/CIDRs separated by commas.
   */
  TRUST_PROXY: z.string().optional().transform(proxyTrust),
  /** The catalogue's products in all when the first start seeds the demo shop. */
  SEED_PRODUCTS: z.coerce
    .number()
    .int()
    .min(
      demoProductCount,
      `SEED_PRODUCTS is the catalogue's products in all, at least the demo's ${demoProductCount}`,
    )
    .optional(),
  READ_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  /** Pages rendered at once; more wait in a short queue, and past it get the app's shell. */
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** The event loop's mean delay past which API calls are refused with 503 (0: never). */
  OVERLOAD_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(200),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(1).max(600).default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The currency of every price: the toman (IRT) or an ISO 4217 code such as EUR. */
  CURRENCY: z
    .string()
    .trim()
    .toUpperCase()
    .default(defaultCurrency)
    .refine(
      isShopCurrency,
      'CURRENCY must be IRT (Iranian toman) or an ISO 4217 currency code such as IRR, EUR or USD',
    ),
  /** What delivering an order costs the buyer, in the unit of the product prices. */
  SHIPPING_COST: z.coerce.number().int().min(0).default(250_000),
  /** The shop's bank account: bank transfer is offered only when all three are set. */
  BANK_NAME: optionalText,
  BANK_ACCOUNT_HOLDER: optionalText,
  BANK_IBAN: optionalText,
  /** Where the shop hears of each new order; unset: no such mail. */
  ORDER_NOTIFY_EMAIL: z
    .string()
    .trim()
    .email('ORDER_NOTIFY_EMAIL must be a mail address')
    .optional(),
  /** Products with this many units or fewer are low on stock in the back office. */
  LOW_STOCK: z.coerce.number().int().min(0).max(1_000_000).default(3),
  /** Who may read /metrics: addresses, CIDRs or `loopback`, separated by commas. */
  METRICS_ALLOW: z
    .string()
    .default('loopback')
    .transform(listOf)
    .refine(
      readableAddresses,
      'METRICS_ALLOW must list addresses, CIDRs (10.0.0.0/8) or loopback, separated by commas',
    ),
  /** A bearer token that may read /metrics from anywhere. */
  METRICS_TOKEN: optionalText.refine(
    (token) => token === undefined || token.length >= 16,
    'METRICS_TOKEN must be at least 16 characters',
  ),
  /** Server processes sharing the port; by default one per core (one under `npm run dev`). */
  WORKERS: z.coerce.number().int().min(1).max(256).optional(),
  /** Web Push to buyers' and staff's devices: `on`, or `off` (the shop offers none). */
  WEB_PUSH: z.enum(['on', 'off']).default('on'),
  /** The shop's VAPID key pair (base64url); unset: a pair made on the first start, kept in the database. */
  VAPID_PUBLIC_KEY: optionalText.refine(
    (key) => key === undefined || base64urlBytes(key) === 65,
    'VAPID_PUBLIC_KEY must be a P-256 public key: 65 bytes in base64url (web-push generate-vapid-keys makes one)',
  ),
  VAPID_PRIVATE_KEY: optionalText.refine(
    (key) => key === undefined || base64urlBytes(key) === 32,
    'VAPID_PRIVATE_KEY must be a P-256 private key: 32 bytes in base64url',
  ),
  /** Who push services may contact about the shop's pushes: a mailto: or https: address. */
  VAPID_SUBJECT: optionalText.refine(
    (subject) => subject === undefined || /^(mailto:\S+@\S+|https:\/\/\S+)$/.test(subject),
    'VAPID_SUBJECT must be a mailto: or https: address',
  ),
  /** Tests only: subscriptions whose push service is on this machine or a private network. */
  PUSH_ALLOW_LOOPBACK: z.enum(['0', '1']).default('0'),
})

const bankVariables = ['BANK_NAME', 'BANK_ACCOUNT_HOLDER', 'BANK_IBAN'] as const

/** The variables, with those that only make sense together checked together. */
const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
  if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: [env.ADMIN_EMAIL === undefined ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD'],
      message:
        'unset, but ADMIN_EMAIL and ADMIN_PASSWORD go together: set both to make the first admin, or neither',
    })
  }
  if ((env.VAPID_PUBLIC_KEY === undefined) !== (env.VAPID_PRIVATE_KEY === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: [env.VAPID_PUBLIC_KEY === undefined ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY'],
      message:
        'unset, but VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both, or neither (the shop makes a pair)',
    })
  }
  const unset = bankVariables.filter((name) => env[name] === undefined)
  if (unset.length > 0 && unset.length < bankVariables.length) {
    ctx.addIssue({
      code: 'custom',
      path: [unset.join(', ')],
      message: `unset, but ${bankVariables.join(', ')} go together: set all three to offer bank transfer, or none`,
    })
  }
})

/** The shop's bank account, when all of its variables are set. */
function bankAccountOf(env: z.output<typeof envSchema>): BankAccount | undefined {
  const { BANK_NAME: bank, BANK_ACCOUNT_HOLDER: holder, BANK_IBAN: iban } = env
  return bank && holder && iban ? { bank, holder, iban } : undefined
}

export interface AppConfig {
  dataDir: string
  databaseUrl: string | undefined
  databasePoolSize: number
  defaultLang: Language
  siteLockKey: string | undefined
  siteLockSecret: string | undefined
  /** How long an unlock pass opens the shop. */
  siteLockPassDays: number
  smtpUrl: string | undefined
  mailFrom: string
  outboxDir: string
  publicUrl: string
  /** Folder of the built PWA; served when it exists. */
  staticDir: string
  /** The app's built server entry, which renders its pages. */
  serverEntry: string
  /** Development: the app comes from Vite (hot reload), not from the build. */
  dev: boolean
  uploadsDir: string
  tokenTtlDays: number
  resetTtlMinutes: number
  /** Login, register and reset attempts per minute per client address. */
  authRateLimit: number
  /** Back-office calls per minute per client address. */
  staffRateLimit: number
  /** The first admin, made on a start that finds no admin. */
  firstAdmin: { email: string; password: string } | undefined
  /** Fastify's `trustProxy`: false unless the shop runs behind proxies that set X-Forwarded-For. */
  trustProxy: boolean | string
  logLevel: string
  /** Check every response against the contract (tests and development). */
  validateResponses: boolean
  /** How long the server may reuse a read's answer; 0 turns the read cache off. */
  readCacheMs: number
  /** Pages rendered at once; a few more wait their turn, the rest get the app's shell. */
  renderConcurrency: number
  /**
   * The event loop's mean delay (ms) past which the server is overloaded: API calls are answered
   * 503 at once and pages not in the cache get the app's shell. 0 never sheds (in-process tests).
   */
  overloadDelayMs: number
  /** The currency of every price: 'IRT' (toman) or an ISO 4217 code. */
  currency: string
  /** What delivering an order costs, in the unit of the product prices. */
  shippingCost: number
  /** Where buyers who pay by transfer send the money; without one, transfer is not offered. */
  bankAccount: BankAccount | undefined
  /** Where the shop hears of each new order; none: no such mail. */
  orderNotifyEmail: string | undefined
  /** Products (or options) with this many units or fewer are low on stock. */
  lowStock: number
  /** Who may read `/metrics`: these addresses, or the bearer of the token. */
  metrics: { allow: string[]; token: string | undefined }
  push: PushConfig
}

/** Web Push: whether the shop sends it, with which keys, and to which push services. */
export interface PushConfig {
  enabled: boolean
  /** The configured key pair; undefined: the pair kept in the database (made on first start). */
  vapidKeys: { publicKey: string; privateKey: string } | undefined
  /** Who push services may contact: a mailto: or https: address. */
  subject: string
  /** Push services on this machine or a private network (tests). */
  allowLoopback: boolean
}

/** The VAPID subject without one configured: the shop's https address, or its mail sender. */
function defaultPushSubject(publicUrl: string, mailFrom: string): string {
  if (publicUrl.startsWith('https://')) return publicUrl
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim()
  return `mailto:${/^\S+@\S+$/.test(address) ? address : 'shop@localhost'}`
}

export interface ListenConfig {
  port: number
  host: string
  seedProducts: number | undefined
  /** On SIGTERM, how long requests waiting to start may wait before they are answered 503. */
  shutdownGraceMs: number
  /** Server processes answering on the port. */
  workers: number
}

/** Reads the environment once; a bad value stops the server with a message naming the variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig & ListenConfig {
  const parsed = checkedEnvSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  const dataDir = resolve(e.DATA_DIR)
  return {
    port: e.PORT,
    host: e.HOST,
    seedProducts: e.SEED_PRODUCTS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    workers: e.WORKERS ?? (e.SHOP_DEV === '1' ? 1 : availableParallelism()),
    ...defaultConfig({
      dataDir,
      databaseUrl: e.DATABASE_URL,
      databasePoolSize: e.DATABASE_POOL_SIZE,
      defaultLang: e.DEFAULT_LANG,
      siteLockKey: e.SITE_LOCK_KEY,
      siteLockSecret: e.SITE_LOCK_SECRET,
      siteLockPassDays: e.SITE_LOCK_PASS_DAYS,
      smtpUrl: e.SMTP_URL,
      mailFrom: e.MAIL_FROM,
      outboxDir: resolve(e.OUTBOX_DIR ?? resolve(dataDir, 'outbox')),
      // Without one, the address this instance answers on, as `npm start` opens it.
      publicUrl: e.PUBLIC_URL ?? `http://localhost:${String(e.PORT)}`,
      staticDir: resolve(e.STATIC_DIR),
      serverEntry: resolve(e.SERVER_ENTRY),
      dev: e.SHOP_DEV === '1',
      tokenTtlDays: e.TOKEN_TTL_DAYS,
      resetTtlMinutes: e.RESET_TTL_MINUTES,
      authRateLimit: e.AUTH_RATE_LIMIT,
      staffRateLimit: e.STAFF_RATE_LIMIT,
      firstAdmin:
        e.ADMIN_EMAIL && e.ADMIN_PASSWORD
          ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD }
          : undefined,
      trustProxy: e.TRUST_PROXY,
      logLevel: e.LOG_LEVEL,
      validateResponses: env.NODE_ENV !== 'production' && env.VALIDATE_RESPONSES !== 'false',
      readCacheMs: e.READ_CACHE_MS,
      renderConcurrency: e.RENDER_CONCURRENCY,
      overloadDelayMs: e.OVERLOAD_DELAY_MS,
      currency: e.CURRENCY,
      shippingCost: e.SHIPPING_COST,
      bankAccount: bankAccountOf(e),
      orderNotifyEmail: e.ORDER_NOTIFY_EMAIL,
      lowStock: e.LOW_STOCK,
      metrics: { allow: e.METRICS_ALLOW, token: e.METRICS_TOKEN },
      push: {
        enabled: e.WEB_PUSH === 'on',
        vapidKeys:
          e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
            ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
            : undefined,
        subject:
          e.VAPID_SUBJECT ??
          defaultPushSubject(e.PUBLIC_URL ?? `http://localhost:${String(e.PORT)}`, e.MAIL_FROM),
        allowLoopback: e.PUSH_ALLOW_LOOPBACK === '1',
      },
    }),
  }
}

/** A complete configuration from a few overrides; tests use this. */
export function defaultConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = overrides.dataDir ?? resolve('./data')
  return {
    dataDir,
    databaseUrl: undefined,
    databasePoolSize: 10,
    defaultLang: 'EN',
    siteLockKey: undefined,
    siteLockSecret: undefined,
    siteLockPassDays: 7,
    smtpUrl: undefined,
    mailFrom: 'Shop <shop@localhost>',
    outboxDir: resolve(dataDir, 'outbox'),
    publicUrl: 'http://localhost:8080',
    staticDir: resolve('./dist'),
    serverEntry: resolve('./dist-server/entry-server.js'),
    dev: false,
    uploadsDir: resolve(dataDir, 'uploads'),
    tokenTtlDays: 30,
    resetTtlMinutes: 30,
    authRateLimit: 10,
    staffRateLimit: 10_000,
    firstAdmin: undefined,
    trustProxy: false,
    logLevel: 'silent',
    validateResponses: true,
    readCacheMs: 0,
    renderConcurrency: 4,
    overloadDelayMs: 0,
    currency: defaultCurrency,
    shippingCost: 250_000,
    bankAccount: undefined,
    orderNotifyEmail: undefined,
    lowStock: 3,
    metrics: { allow: ['loopback'], token: undefined },
    push: {
      enabled: true,
      vapidKeys: undefined,
      subject: 'mailto:shop@localhost',
      allowLoopback: false,
    },
    ...overrides,
  }
}
