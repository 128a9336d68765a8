import type { FastifyPluginAsync } from 'fastify'

export const reviewRoutes: FastifyPluginAsync = async (_app) => {}
