import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { chakra } from '@chakra-ui/react/styled-system'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { isLoginRefused } from '../../../api/login-refused'
import { roleAllows } from '../../../contract/roles'
import { FactList } from '../../../components/fact-list'
import { RetryNotice } from '../../../components/retry-notice'
import { Screen } from '../../../components/screen'
import { useIntl, useLanguage } from '../../../i18n/use-intl'
import { outlineButton, textLink } from '../../../theme/styles'
import { accountUserQueryOptions, logOut } from '../api/auth'
import { clearToken, useLoginToken } from '../../../lib/login-token'
import { useOnline } from '../../../lib/use-online'
import { accountMessages } from '../messages'

interface AccountScreenProps {
  /** What other parts of the shop show of the logged-in visitor (favourites, orders, reviews). */
  ownSections?: (token: string) => ReactNode
}

/**
 * The visitor's account: their name and details, their favourites and the way out. It is the
 * visitor's own, so it renders once the page is hydrated; a visitor without a login goes to the
 * login screen, which brings them back here.
 */
export function AccountScreen({ ownSections }: AccountScreenProps) {
  const { t } = useIntl(accountMessages)
  const { lang } = useLanguage()
  const token = useLoginToken()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  // Logging out goes to the login screen without asking to come back.
  const leaving = useRef(false)

  useEffect(() => {
    if (token !== null || leaving.current) return
    void navigate({ to: '/account/login', search: { redirect: '/account' }, replace: true })
  }, [token, navigate])

  const logout = async (current: string) => {
    leaving.current = true
    // The login ends in this browser even when the shop cannot be told.
    await logOut(current, lang).catch(() => undefined)
    clearToken()
    // What was read with the login (account, favourites, own reviews) leaves with it.
    queryClient.removeQueries({ predicate: ({ queryKey }) => queryKey.includes(current) })
    await navigate({ to: '/account/login', replace: true })
  }

  return (
    <Screen title={t('screen.account')}>
      {token ? (
        <AccountContent token={token} onLogout={() => logout(token)} ownSections={ownSections} />
      ) : (
        <Loading />
      )}
    </Screen>
  )
}

function Loading() {
  const { t } = useIntl()
  return (
    <chakra.p role="status" mt="3" color="fg.muted">
      {t('common.loading')}
    </chakra.p>
  )
}

/** What the account can show without the network, and what waits for it. */
function OfflineNote() {
  const { t } = useIntl(accountMessages)
  return (
    <chakra.p data-account-offline="" mt="3" px="4" py="3" rounded="md" bg="gray.100">
      {t('account.offline')}
    </chakra.p>
  )
}

interface AccountContentProps extends AccountScreenProps {
  token: string
  onLogout: () => Promise<void>
}

function AccountContent({ token, onLogout, ownSections }: AccountContentProps) {
  const { t, code } = useIntl(accountMessages)
  const { lang } = useLanguage()
  const detailsId = useId()
  const user = useQuery(accountUserQueryOptions(lang, token))
  // The shop's refusal of the login ends it (handled for the whole shop): no retry offered.
  const refused = isLoginRefused(user.error)
  const [leaving, setLeaving] = useState(false)
  const online = useOnline()

  if (!user.data && !online) {
    return (
      <>
        <OfflineNote />
        <chakra.p mt="3" color="fg.muted">
          {t('account.offline.details')}
        </chakra.p>
      </>
    )
  }
  if (user.isError && !refused) {
    return <RetryNotice onRetry={() => void user.refetch()} retrying={user.isFetching} />
  }
  if (!user.data) return <Loading />
  const { fname, lname, email, phone, role } = user.data
  const name = `${fname} ${lname}`.trim()
  return (
    <>
      {online ? null : <OfflineNote />}
      <Box
        display="flex"
        flexWrap="wrap"
        alignItems="center"
        justifyContent="space-between"
        gap="3"
        mt="3"
      >
        <chakra.p textStyle="xl" fontWeight="semibold">
          {t('account.hello', { name })}
        </chakra.p>
        <chakra.button
          type="button"
          disabled={leaving}
          aria-busy={leaving}
          onClick={() => {
            setLeaving(true)
            void onLogout()
          }}
          {...outlineButton}
        >
          {leaving ? t('account.loggingOut') : t('account.logout')}
        </chakra.button>
      </Box>
      {roleAllows(role, 'staff') && (
        <chakra.p mt="4">
          <Link to="/admin" data-back-office-link="">
            <chakra.span {...textLink} fontWeight="semibold">
              {t('account.backOffice')}
            </chakra.span>
          </Link>
        </chakra.p>
      )}
      <chakra.section aria-labelledby={detailsId} mt="8">
        <Heading as="h2" size="xl" id={detailsId} mb="3">
          {t('account.details')}
        </Heading>
        <FactList
          facts={[
            { label: t('account.field.fname'), value: fname },
            { label: t('account.field.lname'), value: lname },
            { label: t('account.field.email'), value: email, ltr: true },
            { label: t('account.field.phone'), value: code(phone), ltr: true },
          ]}
        />
      </chakra.section>
      {ownSections?.(token)}
    </>
  )
}
