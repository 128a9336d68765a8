import type { FastifyPluginAsync } from 'fastify'

export const accountRoutes: FastifyPluginAsync = async (_app) => {}
