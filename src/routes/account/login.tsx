import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { LoginScreen } from '../../features/account/components/login-screen'
import { useVisitorCart } from '../../features/checkout/lib/use-visitor-cart'
import { routeHead } from '../../lib/page-head'
import { returnPathParam } from '../../lib/search-params'

export const Route = createFileRoute('/account/login')({
  validateSearch: z.object({
    /** Where to go after logging in (a path of this shop). */
    redirect: returnPathParam,
    /** The form to open with: `register` for a new account; logging in otherwise. */
    mode: z.catch(z.optional(z.enum(['register'])), undefined),
    /** The single-use token of a password-reset link. */
    reset: z.catch(
      z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
      undefined,
    ),
  }),
  head: ({ match }) =>
    routeHead(match.context, { path: '/account/login', screen: 'screen.login', noindex: true }),
  component: LoginRoute,
})

function LoginRoute() {
  const { redirect, reset, mode } = Route.useSearch()
  // A shopper who registers with a full cart goes back to it.
  const cartCount = useVisitorCart().cart.data?.count ?? 0
  return (
    <LoginScreen
      redirect={redirect}
      afterRegister={cartCount > 0 ? '/checkout/cart' : undefined}
      resetToken={reset}
      startWith={mode}
    />
  )
}
