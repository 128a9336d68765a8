import type { FastifyPluginAsync } from 'fastify'

export const siteLockRoutes: FastifyPluginAsync = async (_app) => {}
