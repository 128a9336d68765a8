import { chakra } from '@chakra-ui/react/styled-system'
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { Screen } from '../../../components/screen'
import { useIntl } from '../../../i18n/use-intl'
import { afterLoginPath } from '../lib/after-login'
import { useLoginToken } from '../../../lib/login-token'

/**
 * Where the login screen sends a visitor whose login the shop accepts: on to the page they
 * wanted (`redirect`), else the account. A visitor without a login goes to the login screen.
 */
export function LoginRedirect({ redirect }: { redirect?: string }) {
  const { t } = useIntl()
  const token = useLoginToken()
  const navigate = useNavigate()

  useEffect(() => {
    if (token === undefined) return
    if (token) void navigate({ href: afterLoginPath(redirect), replace: true })
    else void navigate({ to: '/account/login', search: { redirect }, replace: true })
  }, [token, redirect, navigate])

  return (
    <Screen title={t('screen.redirect')}>
      <chakra.p role="status" mt="3" color="fg.muted">
        {t('common.loading')}
      </chakra.p>
    </Screen>
  )
}
