import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { afterAll, inject } from 'vitest'
import { buildApp } from '../../server/app'
import { defaultConfig, type AppConfig } from '../../server/config'
import type { Db } from '../../server/db/database'
import { freshDatabase } from './test-database'

export interface TestShop {
  app: FastifyInstance
  db: Db
  config: AppConfig
  /** POST a JSON body to a path, the way every client call is made. */
  call: (
    path: string,
    body?: unknown,
    options?: Omit<InjectOptions, 'method' | 'url' | 'payload'>,
  ) => Promise<LightMyRequestResponse>
}

/** A running app (no port) over its own copy of the demo shop; closed after the file's tests. */
export async function startTestShop(overrides: Partial<AppConfig> = {}): Promise<TestShop> {
  const { db, dataDir, drop } = await freshDatabase(inject('shopTemplate'))
  // Tests give each case its own client address (rate limits) through X-Forwarded-For.
  const config = defaultConfig({ dataDir, trustProxy: true, ...overrides })
  const app = await buildApp({ config, db })
  afterAll(async () => {
    await app.close()
    await drop()
  })
  const call: TestShop['call'] = (path, body = {}, options = {}) =>
    app.inject({
      method: 'POST',
      url: path,
      payload: body as InjectOptions['payload'],
      ...options,
      headers: { 'content-type': 'application/json', ...options.headers },
    })
  return { app, db, config, call }
}
