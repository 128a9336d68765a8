import type { FastifyPluginAsync } from 'fastify'

export const trackingRoutes: FastifyPluginAsync = async (_app) => {}
