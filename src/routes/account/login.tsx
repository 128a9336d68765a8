import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { Screen } from '../../components/screen'
import { useIntl } from '../../i18n/use-intl'
import { routeHead } from '../../lib/route-head'
import { returnPathParam } from '../-queries/search-params'

export const Route = createFileRoute('/account/login')({
  validateSearch: z.object({
    /** Where to go after logging in (a path of this shop). */
    redirect: returnPathParam,
    /** The single-use token of a password-reset link. */
    reset: z.string().trim().min(1).max(200).optional().catch(undefined),
  }),
  head: ({ match }) =>
    routeHead({ site: match.context.site, path: '/account/login', screen: 'screen.login' }),
  component: LoginRoute,
})

function LoginRoute() {
  const { t } = useIntl()
  return <Screen title={t('screen.login')} />
}
