/** The screens a logged-in visitor is sent away from: never a place to return to. */
const loginScreens = new Set(['/account/login', '/account/redirect'])

/**
 * Where a logged-in visitor goes: the shop page they came for (`?redirect=`), else their home:
 * the back office for its staff, the account for a shopper.
 */
export function afterLoginPath(redirect: string | undefined, staff = false): string {
  const home = staff ? '/admin' : '/account'
  if (!redirect) return home
  const path = redirect.replace(/[?#].*$/, '').replace(/\/+$/, '')
  return loginScreens.has(path) ? home : redirect
}
