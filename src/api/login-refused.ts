import { ApiCallError } from './client'

/** The shop refused a call's token: the login expired or was ended (a 401). */
export function isLoginRefused(error: unknown): boolean {
  return error instanceof ApiCallError && error.status === 401
}
