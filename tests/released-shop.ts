import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { expect } from 'vitest'
import type { AnyCall, CallRequest, CallResponse } from '../src/contract/call'
import type { Language } from '../src/contract/common'
import { freePort } from '../scripts/audit-server'
import { spawnShop, type ShopProcess } from '../scripts/shop-process'

/** The first admin a released shop makes on its first start. */
export const releaseAdmin = { email: 'owner@example.com', password: 'a-long-owner-password-1' }
export const releaseMetricsToken = 'release-metrics-token-0123456789'
export const releaseBank = {
  BANK_NAME: 'Bank Melli',
  BANK_ACCOUNT_HOLDER: 'Appliance Shop Ltd',
  BANK_IBAN: 'IR820540102680020817909002',
}

export interface ReleasedShop {
  origin: string
  dataDir: string
  /** Where the shop writes its mail, one JSON file a message. */
  outboxDir: string
  shop: ShopProcess
  /** SIGTERM, as a service manager stops it; its exit. */
  stop: () => Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  /** Kills what is left and removes its data (and its PostgreSQL database). */
  remove: () => Promise<void>
}

async function asPostgresAdmin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/**
 * The built shop as `npm start` runs it (`WORKERS=2`, its own empty data folder, or an empty
 * PostgreSQL database made from `postgresUrl`): it migrates and seeds itself, with its first admin
 * and a bank account, and serves the built app from `dist/`.
 */
export async function startReleasedShop(
  postgresUrl?: string,
  env: NodeJS.ProcessEnv = {},
): Promise<ReleasedShop> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-release-'))
  let databaseUrl: string | undefined
  let databaseName: string | undefined
  if (postgresUrl) {
    databaseName = `shop_release_${randomUUID().replaceAll('-', '').slice(0, 12)}`
    await asPostgresAdmin(postgresUrl, `CREATE DATABASE ${databaseName}`)
    const url = new URL(postgresUrl)
    url.pathname = `/${databaseName}`
    databaseUrl = url.toString()
  }
  const port = await freePort()
  const origin = `http://127.0.0.1:${String(port)}`
  const shopEnv: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: origin,
    WORKERS: '2',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: releaseAdmin.email,
    ADMIN_PASSWORD: releaseAdmin.password,
    METRICS_TOKEN: releaseMetricsToken,
    ...releaseBank,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  }
  const shop = spawnShop(shopEnv, { quiet: true })
  const remove = async () => {
    if (shop.child.exitCode === null && shop.child.signalCode === null) {
      shop.child.kill('SIGKILL')
      await shop.exited
    }
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 })
    if (postgresUrl && databaseName) {
      await asPostgresAdmin(postgresUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`)
    }
  }
  try {
    await shop.origin
  } catch (error) {
    await remove()
    throw error
  }
  return {
    origin,
    dataDir,
    outboxDir: join(dataDir, 'outbox'),
    shop,
    stop: () => {
      shop.child.kill('SIGTERM')
      return shop.exited
    },
    remove,
  }
}

/** Whether a process of this id still runs. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

export interface HttpCallOptions {
  lang?: Language
  token?: string
  /** Sent as `Idempotency-Key`, as the app sends its writes. */
  idempotencyKey?: string
}

/** A call of the shop's API over HTTP: its status, headers and JSON body. */
export async function postOverHttp(
  origin: string,
  path: string,
  body: unknown,
  { lang = 'EN', token, idempotencyKey }: HttpCallOptions = {},
): Promise<{ status: number; headers: Headers; json: unknown }> {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      lang,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : {} }
}

/** A call's 200 answer over HTTP, as its contract reads it; any other answer fails the test. */
export async function answerOverHttp<C extends AnyCall>(
  origin: string,
  call: C,
  body: CallRequest<C> | Record<string, unknown>,
  options: HttpCallOptions = {},
): Promise<CallResponse<C>> {
  const idempotencyKey = call.write && call.replayable !== false ? randomUUID() : undefined
  const { status, json } = await postOverHttp(origin, call.path, body, {
    idempotencyKey,
    ...options,
  })
  expect(status, `${call.path}: ${JSON.stringify(json)}`).toBe(200)
  return call.response.parse(json) as CallResponse<C>
}
