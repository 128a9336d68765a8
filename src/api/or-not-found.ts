import { notFound } from '@tanstack/react-router'
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
