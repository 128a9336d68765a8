import { useEffect } from 'react'
import { isLoginRefused } from '../api/login-refused'
import { clearToken } from './login-token'

/**
 * Logs the visitor out, with the login screen's notice, when the shop refuses their token in one
 * of these calls' errors. True while it does.
 */
export function useEndRefusedLogin(...errors: unknown[]): boolean {
  const refused = errors.some(isLoginRefused)
  useEffect(() => {
    if (refused) clearToken({ ended: true })
  }, [refused])
  return refused
}
