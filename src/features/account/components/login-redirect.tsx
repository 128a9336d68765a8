import { chakra } from '@chakra-ui/react/styled-system'
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { Screen } from '../../../components/screen'
import { useQuery } from '@tanstack/react-query'
import { roleAllows } from '../../../contract/roles'
import { useIntl, useLanguage } from '../../../i18n/use-intl'
import { accountUserQueryOptions } from '../api/auth'
import { afterLoginPath } from '../lib/after-login'
import { useLoginToken } from '../../../lib/login-token'

/**
 * Where the login screen sends a visitor whose login the shop accepts: on to the page they
 * wanted (`redirect`), else their home (the back office for staff, the account for a shopper).
 * A visitor without a login goes to the login screen.
 */
export function LoginRedirect({ redirect }: { redirect?: string }) {
  const { t } = useIntl()
  const { lang } = useLanguage()
  const token = useLoginToken()
  const navigate = useNavigate()
  // Without a page to return to, the role says where home is.
  const user = useQuery({
    ...accountUserQueryOptions(lang, token ?? ''),
    enabled: Boolean(token) && !redirect,
  })
  const settled = Boolean(redirect) || user.data !== undefined || user.isError
  const staff = user.data ? roleAllows(user.data.role, 'staff') : false

  useEffect(() => {
    if (token === undefined) return
    if (!token) void navigate({ to: '/account/login', search: { redirect }, replace: true })
    else if (settled) void navigate({ href: afterLoginPath(redirect, staff), replace: true })
  }, [token, redirect, navigate, settled, staff])

  return (
    <Screen title={t('screen.redirect')}>
      <chakra.p role="status" mt="3" color="fg.muted">
        {t('common.loading')}
      </chakra.p>
    </Screen>
  )
}
