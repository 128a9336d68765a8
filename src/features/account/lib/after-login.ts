/** The screens a logged-in visitor is sent away from: never a place to return to. */
const loginScreens = new Set(['/account/login', '/account/redirect'])

/** Where a logged-in visitor goes: the shop page they came for (`?redirect=`), else the account. */
export function afterLoginPath(redirect: string | undefined): string {
  if (!redirect) return '/account'
  const path = redirect.replace(/[?#].*$/, '').replace(/\/+$/, '')
  return loginScreens.has(path) ? '/account' : redirect
}
