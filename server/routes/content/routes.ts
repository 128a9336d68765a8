import type { FastifyPluginAsync } from 'fastify'

export const contentRoutes: FastifyPluginAsync = async (_app) => {}
