import { notFound } from '@tanstack/react-router'
import type { Seo } from '../contract/common'
import { ApiCallError } from './client'

/** A 404 from the API is the router's not-found screen; anything else stays an error. */
export async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read
  } catch (error) {
    if (error instanceof ApiCallError && error.status === 404) throw notFound()
    throw error
  }
}

/** A page's read, as its loader awaits it: a 404 is not found, its SEO record for the head. */
export async function seoOrNotFound<T extends { seo: Seo }>(
  read: Promise<T>,
): Promise<{ seo: Seo }> {
  const { seo } = await orNotFound(read)
  return { seo }
}
