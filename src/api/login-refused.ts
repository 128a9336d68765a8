import { meaningOfFailure } from './client'

/** The shop refused a call's token: the login expired or was ended (a 401). */
export function isLoginRefused(error: unknown): boolean {
  return meaningOfFailure(error)?.kind === 'login-needed'
}
