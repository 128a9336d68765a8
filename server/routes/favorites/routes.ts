import type { FastifyPluginAsync } from 'fastify'

export const favoriteRoutes: FastifyPluginAsync = async (_app) => {}
