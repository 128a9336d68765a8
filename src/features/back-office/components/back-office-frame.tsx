import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate, useRouterState } from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import { isLoginRefused } from '../../../api/login-refused'
import { roleAllows } from '../../../contract/roles'
import { CountBadge } from '../../../components/count-badge'
import { RetryNotice } from '../../../components/retry-notice'
import { Screen } from '../../../components/screen'
import { useIntl, useLanguage } from '../../../i18n/use-intl'
import { useLoginToken } from '../../../lib/login-token'
import { useOnline } from '../../../lib/use-online'
import { menuLink, textLink } from '../../../theme/styles'
import { staffAccountQuery } from '../api/staff-calls'
import { backOfficeSections, mayOpenSection } from '../back-office-sections'
import { backOfficeMessages } from '../messages'
import { todoQuery } from '../api/todo-queries'
import { useStaffQuery } from '../api/use-staff-query'
import type { BackOfficeTodo } from '../../../contract/back-office-home'
import { StaffContext, useStaff } from '../staff-context'

/**
 * The back office around its screens: it opens for a logged-in staff member or admin, the role
 * read from the shop at every visit (never from the device); a visitor without a login goes to
 * the login screen, which brings them back; a shopper is told the page is not for them.
 */
export function BackOfficeFrame({
  path,
  section,
  children,
}: {
  /** The page's address, to come back to after a login. */
  path: string
  /** The open section's part of the address. */
  section: string
  children: ReactNode
}) {
  const { t } = useIntl(backOfficeMessages)
  const { lang } = useLanguage()
  const token = useLoginToken()
  const navigate = useNavigate()
  const online = useOnline()

  // Once the address has loaded: a navigation begun while it loads would be overtaken by it.
  const loaded = useRouterState({ select: (state) => state.status === 'idle' })
  useEffect(() => {
    if (token === null && loaded)
      void navigate({ to: '/account/login', search: { redirect: path }, replace: true })
  }, [token, loaded, navigate, path])

  const user = useQuery({
    ...staffAccountQuery(token ?? '', lang),
    enabled: token !== null,
  })

  if (!token || (!user.data && !user.isError)) return <BackOfficeChecking online={online} />
  if (!user.data) {
    // A refused login ends for the whole shop (the login screen follows); anything else may pass.
    return (
      <Screen title={t('backOffice.title')}>
        {isLoginRefused(user.error) ? null : (
          <RetryNotice onRetry={() => void user.refetch()} retrying={user.isFetching} />
        )}
      </Screen>
    )
  }
  if (!roleAllows(user.data.role, 'staff')) {
    return (
      <Screen title={t('backOffice.title')}>
        <Refusal
          reason={t('backOffice.refused')}
          hint={t('backOffice.refusedHint', { email: user.data.email })}
        />
      </Screen>
    )
  }
  return (
    <StaffContext.Provider value={{ token, user: user.data }}>
      <Box data-back-office="">
        <BackOfficeNav section={section} />
        {children}
      </Box>
    </StaffContext.Provider>
  )
}

/** The back office while the shop says who is logged in (or, offline, why it cannot yet). */
function BackOfficeChecking({ online = true }: { online?: boolean }) {
  const { t } = useIntl(backOfficeMessages)
  return (
    <Screen title={t('backOffice.title')}>
      <chakra.p role="status" mt="3" color="fg.muted">
        {online ? t('backOffice.checking') : t('backOffice.offline')}
      </chakra.p>
    </Screen>
  )
}

/** How many things wait in a section: a number beside its name, read out as "3 waiting". */
function WaitingCount({ count }: { count: number }) {
  const { t } = useIntl(backOfficeMessages)
  if (count === 0) return null
  return (
    <>
      <CountBadge count={count} colour="red.700" inline />
      <chakra.span srOnly>{` (${t('backOffice.waiting', { count })})`}</chakra.span>
    </>
  )
}

/** Why the page stays closed, who is logged in or what to ask for, and the way back to the shop. */
export function Refusal({ reason, hint }: { reason: string; hint: string }) {
  const { t } = useIntl(backOfficeMessages)
  return (
    <Box role="alert" data-back-office-refused="" mt="4">
      <chakra.p fontWeight="semibold">{reason}</chakra.p>
      <chakra.p mt="2" color="fg.muted">
        {hint}
      </chakra.p>
      <chakra.a asChild display="inline-block" mt="4" {...textLink}>
        <Link to="/">{t('backOffice.toShop')}</Link>
      </chakra.a>
    </Box>
  )
}

/** What waits in a section, as the menu shows it beside the section's name. */
function waitingIn(path: string, todo: BackOfficeTodo | undefined): number {
  if (!todo) return 0
  if (path === 'orders') return todo.toConfirm + todo.awaitingPayment
  if (path === 'questions') return todo.questionsWaiting
  if (path === 'products') return todo.lowStock
  return 0
}

function BackOfficeNav({ section: open }: { section: string }) {
  const { t } = useIntl(backOfficeMessages)
  const { user } = useStaff()
  const todo = useStaffQuery(todoQuery())
  const sections = backOfficeSections.filter((section) => mayOpenSection(user, section))
  return (
    <chakra.nav
      aria-label={t('backOffice.nav')}
      _print={{ display: 'none' }}
      borderBlockEndWidth="1px"
      borderColor="border"
      px={{ base: '3', md: '6' }}
      py="2"
    >
      <chakra.ul display="flex" flexWrap="wrap" gap="1" listStyleType="none" p="0" m="0">
        {sections.map((section) => (
          <li key={section.path}>
            <chakra.a
              asChild
              {...menuLink}
              px="2"
              fontWeight={section.path === open ? 'semibold' : undefined}
            >
              <Link to={section.to} aria-current={section.path === open ? 'page' : undefined}>
                <span data-area-name="">{t(section.label)}</span>
                <WaitingCount count={waitingIn(section.path, todo.data)} />
              </Link>
            </chakra.a>
          </li>
        ))}
      </chakra.ul>
      <chakra.p textStyle="sm" color="fg.muted" mt="1">
        {t('backOffice.loggedInAs', {
          email: user.email,
          role: t(`backOffice.role.${user.role}`),
        })}
      </chakra.p>
    </chakra.nav>
  )
}
