import { ApiCallError } from './client'

/** The shop refused a call's token: the login expired or was ended (a 401). */
export function isLoginRefused(error: unknown): boolean {
  return error instanceof ApiCallError && error.status === 401
}

/** A refused token stays refused: asking again only keeps the visitor waiting. */
export const retryUnlessRefused = (failures: number, error: Error) =>
  !isLoginRefused(error) && failures < 3
