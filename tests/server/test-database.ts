import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { createDatabase, type Db } from '../../server/db/database'
import { migrateToLatest } from '../../server/db/migrate'
import { seedDemoShop } from '../../server/seed/index'

/**
 * Test databases: the demo shop is seeded once into a template (global setup), and every test
 * file gets its own copy: a copied SQLite file, or a PostgreSQL database made from the template.
 */
function postgresUrlFor(dialect: string | undefined): string | undefined {
  return dialect === 'postgres' ? process.env.TEST_DATABASE_URL : undefined
}
const postgresUrl = postgresUrlFor(process.env.SHOP_TEST_DIALECT)
/** A run's own template: runs side by side (two checkouts) each keep theirs. */
const templatePrefix = 'shop_test_template_'

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** Removes the run's template once the run is over: a SQLite folder, or a PostgreSQL database. */
export async function removeTemplate(dialect: string | undefined, template: string): Promise<void> {
  const postgresUrl = postgresUrlFor(dialect)
  if (postgresUrl && template.startsWith(templatePrefix)) {
    await admin(postgresUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`),
    )
  } else {
    rmSync(template, { recursive: true, force: true })
  }
}

/** Builds the template once per run; returns what the test files need to find it. */
export async function createTemplate(dialect: string | undefined): Promise<string> {
  const postgresUrl = postgresUrlFor(dialect)
  if (postgresUrl) {
    const name = templatePrefix + randomUUID().replaceAll('-', '')
    await admin(postgresUrl, (client) => client.query(`CREATE DATABASE ${name}`))
    const db = createDatabase({ databaseUrl: withDatabase(postgresUrl, name), dataDir: '' })
    await migrateToLatest(db)
    await seedDemoShop(db, { uploadsDir: undefined })
    await db.destroy()
    return name
  }
  const dir = mkdtempSync(join(tmpdir(), 'shop-template-'))
  const db = createDatabase({ dataDir: dir })
  await migrateToLatest(db)
  await seedDemoShop(db, { uploadsDir: undefined })
  await db.destroy()
  return dir
}

/**
 * Drops a test database once the connections of its closed pool have gone: forcing it earlier
 * would cut a connection that is still closing, which then reports an error with no one to hear.
 */
async function dropOnceClosed(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name}`)
      return
    } catch (error) {
      // 55006: still in use.
      if ((error as { code?: string }).code !== '55006') throw error
      await new Promise((done) => setTimeout(done, 100))
    }
  }
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
}

/** A fresh database holding the demo shop, for one test file. */
export async function freshDatabase(
  template: string,
): Promise<{ db: Db; dataDir: string; databaseUrl?: string; drop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-test-'))
  if (postgresUrl) {
    const name = `shop_test_${randomUUID().replaceAll('-', '')}`
    await admin(postgresUrl, (client) =>
      client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`),
    )
    const databaseUrl = withDatabase(postgresUrl, name)
    const db = createDatabase({ databaseUrl, dataDir, poolSize: 4 })
    return {
      db,
      dataDir,
      databaseUrl,
      drop: async () => {
        await db.destroy()
        await admin(postgresUrl, (client) => dropOnceClosed(client, name))
        rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 })
      },
    }
  }
  copyFileSync(join(template, 'shop.sqlite'), join(dataDir, 'shop.sqlite'))
  const db = createDatabase({ dataDir })
  const drop = async () => {
    await db.destroy()
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 })
  }
  return { db, dataDir, drop }
}
