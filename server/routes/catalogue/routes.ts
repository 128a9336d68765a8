import type { FastifyPluginAsync } from 'fastify'

export const catalogueRoutes: FastifyPluginAsync = async (_app) => {}
