import { useRouterState } from '@tanstack/react-router'
import { LoginScreen } from '../../../src/features/account/components/login-screen'
import type { Locale } from '../../../src/contract/language-rules'
import { renderWithShop } from './render-with-shop'

/** The login screen with what the address says, as its route hands it over. */
function LoginAtAddress() {
  const search = useRouterState({
    select: (state) => state.location.search as { redirect?: string; reset?: string },
  })
  return <LoginScreen redirect={search.redirect} resetToken={search.reset} />
}

/** The login screen at an address of the login route (`?redirect=`, `?reset=`). */
export function renderLoginScreen(path = '/account/login', locale: Locale = 'en') {
  return renderWithShop(<LoginAtAddress />, { path, locale })
}
