import fp from 'fastify-plugin'
import type { AppConfig } from '../config'
import { createDatabase, type Db } from '../db/database'
import { migrateToLatest } from '../db/migrate'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
    config: AppConfig
  }
}

export interface DatabasePluginOptions {
  config: AppConfig
  /** A database made by the caller (tests); otherwise one is made from the config and migrated. */
  db?: Db
}

/** The shared database and configuration, closed with the app when the app made them. */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, { config, db: given }) => {
    const db = given ?? createDatabase(config)
    if (!given) await migrateToLatest(db)
    app.decorate('db', db)
    app.decorate('config', config)
    if (!given) app.addHook('onClose', async () => db.destroy())
  },
  { name: 'database' },
)
