import type { FastifyInstance } from 'fastify'
import { notFound } from '../http/errors'

/** 404 unless product `pid` is in the shop and shown: what a shopper reviews, asks about or keeps. */
export async function requireShownProduct(app: FastifyInstance, pid: number): Promise<void> {
  if (!(await app.catalogueRepository.productExists(pid))) {
    throw notFound(`There is no product with id ${pid}.`)
  }
}
