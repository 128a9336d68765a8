import { randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { describe, expect, it, onTestFinished } from 'vitest'
import { spawnShop } from '../../scripts/shop-process'
import { createDatabase } from '../../server/db/database'
import { neverOverloaded } from './harness'

const postgresUrl =
  process.env.SHOP_TEST_DIALECT === 'postgres' ? process.env.TEST_DATABASE_URL : undefined

async function admin(sqlText: string) {
  const client = new pg.Client({ connectionString: postgresUrl })
  await client.connect()
  try {
    await client.query(sqlText)
  } finally {
    await client.end()
  }
}

/** An empty database (nothing migrated, nothing seeded) that only this test uses. */
async function emptyDatabase(): Promise<{ dataDir: string; databaseUrl?: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-first-start-'))
  if (!postgresUrl) return { dataDir }
  const name = `shop_first_start_${randomUUID().slice(0, 8)}`
  await admin(`CREATE DATABASE ${name}`)
  onTestFinished(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
  const url = new URL(postgresUrl)
  url.pathname = `/${name}`
  return { dataDir, databaseUrl: url.toString() }
}

describe('instances started together on an empty database', () => {
  it('both come up over one migrated, once-seeded shop', { timeout: 180_000 }, async () => {
    const where = await emptyDatabase()
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: where.dataDir,
      STATIC_DIR: join(where.dataDir, 'no-built-app'),
      // What is asked here is the start, not how the shop sheds a slow machine's load.
      ...neverOverloaded,
      WORKERS: '1',
    }
    delete env.DATABASE_URL
    delete env.SEED_PRODUCTS
    delete env.SITE_LOCK_KEY
    if (where.databaseUrl) env.DATABASE_URL = where.databaseUrl
    const shops = [spawnShop(env), spawnShop(env)]
    onTestFinished(async () => {
      for (const shop of shops) shop.child.kill('SIGKILL')
      await Promise.all(shops.map((shop) => shop.exited))
    })

    const origins = await Promise.all(shops.map((shop) => shop.origin))
    for (const origin of origins) {
      expect((await fetch(`${origin}/wsd/health`)).status).toBe(200)
    }
    const db = createDatabase({ dataDir: where.dataDir, databaseUrl: where.databaseUrl })
    try {
      const settings = await db.selectFrom('settings').select('lang').execute()
      expect(settings.map((row) => row.lang).sort()).toEqual(['AR', 'EN', 'FA'])
    } finally {
      await db.destroy()
    }
  })
})
