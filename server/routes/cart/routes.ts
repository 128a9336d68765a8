import type { FastifyPluginAsync } from 'fastify'

export const cartRoutes: FastifyPluginAsync = async (_app) => {}
