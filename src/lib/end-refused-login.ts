import { isLoginRefused } from '../api/login-refused'
import { clearToken, readToken } from './login-token'

/**
 * Logs the visitor out, with the login screen's notice, when the shop refuses their token in any
 * read or write (once: the token is then gone). A refusal without a stored token (a wrong
 * password) is the form's to say.
 */
export function endRefusedLogin(error: unknown): void {
  if (isLoginRefused(error) && readToken()) clearToken({ ended: true })
}
