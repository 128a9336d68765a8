import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { LoginScreen } from '../../features/account/components/login-screen'
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
  return <LoginScreen redirect={redirect} resetToken={reset} startWith={mode} />
}
