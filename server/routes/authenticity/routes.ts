import type { FastifyPluginAsync } from 'fastify'

export const authenticityRoutes: FastifyPluginAsync = async (_app) => {}
