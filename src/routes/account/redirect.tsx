import { createFileRoute, redirect } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { Screen } from '../../components/screen'
import { useIntl } from '../../i18n/use-intl'
import { returnPathParam } from '../../lib/search-params'

/** Where a visitor with a valid login lands: on to the page they wanted, else the account. */
export const Route = createFileRoute('/account/redirect')({
  validateSearch: z.object({ redirect: returnPathParam }),
  beforeLoad: ({ search }) => {
    throw redirect({ href: search.redirect ?? '/account', replace: true })
  },
  component: RedirectRoute,
})

function RedirectRoute() {
  const { t } = useIntl()
  return <Screen title={t('screen.redirect')} />
}
