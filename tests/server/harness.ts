import { randomUUID } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, expect, inject, onTestFinished, TestRunner } from 'vitest'
import { apiDocumentPath } from '../../server/api-description/api-description-plugin'
import { buildApp } from '../../server/app'
import { defaultConfig, type AppConfig } from '../../server/config'
import type { Db } from '../../server/db/database'
import { spawnShop, type ShopProcess } from '../../scripts/shop-process'
import { callShop, contractCalls, type RawShopCall, type ShopCall } from '../shop-calls'
import { apiDocumentChecker, type ApiDocument } from './api-document-check'
import { freshDatabase } from './test-database'

export interface TestShop {
  app: FastifyInstance
  db: Db
  config: AppConfig
  /** A call of the contract: its answer (a 200), as the contract reads it. */
  call: ShopCall
  /** POST any body to a path, answered as it is: for refusals and bad input. */
  rawCall: RawShopCall
}

let addresses = 0
/**
 * A client address of its own (X-Forwarded-For, which test shops trust), so each call made with
 * it starts with fresh rate limits; with any other headers given.
 */
export function fromNewAddress(headers: Record<string, string> = {}) {
  addresses += 1
  const address = `10.0.${String(Math.floor(addresses / 250))}.${String((addresses % 250) + 1)}`
  return { headers: { 'x-forwarded-for': address, ...headers } }
}

let apiDocument: ApiDocument | undefined
let answerChecker: ReturnType<typeof apiDocumentChecker> | undefined

/**
 * Every answer a test's calls get, checked against the API's OpenAPI document: its status must be
 * listed for its call, its body described. What does not match fails the file; the statuses seen
 * are recorded for the suite's own check that every call was answered (global setup).
 */
async function describedAnswers(app: FastifyInstance) {
  // Every app of the process serves the same document: read and compiled once.
  const document = (apiDocument ??= (
    await app.inject({ url: apiDocumentPath })
  ).json<ApiDocument>())
  const checkAnswer = (answerChecker ??= apiDocumentChecker(document))
  const undescribed: string[] = []
  const seen: Record<string, number[]> = {}
  return {
    check(path: string, answer: LightMyRequestResponse) {
      const problem = checkAnswer(path, answer)
      if (problem) undescribed.push(problem)
      if (document.paths[path]) (seen[path] ??= []).push(answer.statusCode)
    },
    async finish() {
      await writeFile(join(inject('answersSeenDir'), `${randomUUID()}.json`), JSON.stringify(seen))
      expect(undescribed, 'answers the API document does not describe').toEqual([])
    },
  }
}

/**
 * A running app (no port) over its own copy of the demo shop; closed after the file's tests. It
 * serves the API only unless `staticDir` names a built app: loading the page renderer costs a
 * file that tests only calls about a second.
 */
export async function startTestShop(overrides: Partial<AppConfig> = {}): Promise<TestShop> {
  const { db, dataDir, databaseUrl, drop } = await freshDatabase(inject('shopTemplate'))
  const config = defaultConfig({
    dataDir,
    databaseUrl,
    staticDir: join(dataDir, 'no-built-app'),
    // Tests give each case its own client address (rate limits) through X-Forwarded-For.
    trustProxy: true,
    ...overrides,
  })
  const app = await buildApp({ config, db })
  const described = await describedAnswers(app)
  afterAll(async () => {
    try {
      await described.finish()
    } finally {
      await app.close()
      await drop()
    }
  })
  const rawCall: RawShopCall = async (path, body, options) => {
    const answer = await callShop(app, path, body, options)
    described.check(path, answer)
    return answer
  }
  return { app, db, config, call: contractCalls(rawCall), rawCall }
}

/** A product in stock sold without options: its price is the product's own. */
export function productWithoutOptions(db: Db) {
  return db
    .selectFrom('products')
    .select(['id', 'unique_id', 'price'])
    .where('depo', '>', 0)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('product_variants').select('id').whereRef('product_id', '=', 'products.id'),
        ),
      ),
    )
    .orderBy('id')
    .executeTakeFirstOrThrow()
}

/**
 * For a process whose test is not about overload: what a test sends arrives in the first turns
 * of a process just started, which on a slow machine can pass the overload guard's limit; its
 * 503 (tested on its own in overload.test.ts) is not what the test looks at.
 */
export const neverOverloaded = { OVERLOAD_DELAY_MS: '0' }

/**
 * The built server in a process of its own over a test shop's database, as `npm start` runs it:
 * for what only a real process shows (a crash, a signal).
 */
export function startShopProcess(shop: TestShop, env: NodeJS.ProcessEnv = {}): ShopProcess {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: shop.config.dataDir,
    STATIC_DIR: join(shop.config.dataDir, 'no-built-app'),
    WORKERS: '1',
  }
  delete childEnv.DATABASE_URL
  delete childEnv.SEED_PRODUCTS
  delete childEnv.SITE_LOCK_KEY
  if (shop.config.databaseUrl) childEnv.DATABASE_URL = shop.config.databaseUrl
  const started = spawnShop({ ...childEnv, ...env })
  // Started by a test: stopped when that test ends, passed or failed.
  const cleanUp = TestRunner.getCurrentTest() ? onTestFinished : afterAll
  cleanUp(async () => {
    started.child.kill('SIGKILL')
    await started.exited
  })
  return started
}
