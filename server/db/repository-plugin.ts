import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Db } from './database'
import { databaseScope } from './open-transaction'

/** The database a repository's query runs on: the open transaction of the call, else the database. */
export type DbScope = () => Db

type RepositoryName = Extract<keyof FastifyInstance, `${string}Repository`>

/** `favoritesRepository` → `favorites-repository`. */
const pluginNameOf = (name: string) =>
  name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/**
 * A repository as the named plugin the routes and services use (`app.favoritesRepository`, the
 * plugin `favorites-repository`), over the database the app declares: inside a write its queries
 * join the write's transaction.
 */
export function repositoryPlugin<Name extends RepositoryName>(
  name: Name,
  create: (currentDb: DbScope) => FastifyInstance[Name],
) {
  return fp(
    async (app) => {
      // Typed by `create`: Fastify's own typing of `decorate` cannot follow a generic name.
      const repository: unknown = create(databaseScope(app.db))
      app.decorate(name as string, repository)
    },
    { name: pluginNameOf(name), dependencies: ['database'] },
  )
}
