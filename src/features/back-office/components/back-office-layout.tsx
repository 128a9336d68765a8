import { QueryClientProvider } from '@tanstack/react-query'
import { Outlet, useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import { mayWorkIn, roleAllows } from '../../../contract/roles'
import { Screen } from '../../../components/screen'
import { useIntl } from '../../../i18n/use-intl'
import { useLoginToken } from '../../../lib/login-token'
import { backOfficeSections } from '../back-office-sections'
import { backOfficeMessages } from '../messages'
import { staffMessages } from '../staff/messages'
import type { BackOfficeContext } from '../open-back-office'
import { useStaff } from '../staff-context'
import { BackOfficeFrame, Refusal } from './back-office-frame'

/**
 * The back office's layout: the frame (who is logged in, the sections and what waits in them)
 * over its own query cache, and the open section's screen, or why it stays closed to this staff
 * member.
 */
export function BackOfficeLayout({ backOffice }: { backOffice: BackOfficeContext }) {
  // The address of the screens shown (while another loads, the router's location is already
  // the next one).
  const shown = useRouterState({ select: (state) => state.resolvedLocation ?? state.location })
  const href = shown.href
  const section = shown.pathname.split('/')[2] ?? ''
  // Another login (a logout, or a login in another tab) opens the back office again: its cache
  // holds one login's reads, so none is shown to another staff member.
  const token = useLoginToken()
  const router = useRouter()
  useEffect(() => {
    if (token !== undefined && (token ?? '') !== backOffice.token) void router.invalidate()
  }, [token, backOffice.token, router])
  return (
    <QueryClientProvider client={backOffice.queryClient}>
      <BackOfficeFrame path={href} section={section}>
        <SectionGate path={section}>
          <Outlet />
        </SectionGate>
      </BackOfficeFrame>
    </QueryClientProvider>
  )
}

/**
 * A section's screen, for those its role and areas let in; the others are told what it needs (the
 * admin role, or the area by the name the staff screen gives it).
 */
function SectionGate({ path, children }: { path: string; children: ReactNode }) {
  const { t } = useIntl(backOfficeMessages)
  const areaNames = useIntl(staffMessages)
  const { user } = useStaff()
  const section = backOfficeSections.find((each) => each.path === path)
  const loggedIn = t('backOffice.loggedInAs', {
    email: user.email,
    role: t(`backOffice.role.${user.role}`),
  })
  if (section && !roleAllows(user.role, section.role)) {
    return (
      <Screen title={t(section.label)}>
        <Refusal reason={t('backOffice.refusedAdmin')} hint={loggedIn} />
      </Screen>
    )
  }
  if (section?.area && !mayWorkIn(user, section.area)) {
    const needed = areaNames.t(`staff.area.${section.area}`)
    return (
      <Screen title={t(section.label)}>
        <Refusal reason={t('backOffice.refusedArea', { area: needed })} hint={loggedIn} />
      </Screen>
    )
  }
  return children
}

/** An address under `/admin` that is no screen of the back office. */
export function BackOfficeNotFound() {
  const { t } = useIntl(backOfficeMessages)
  return (
    <Screen title={t('backOffice.notFound')}>
      <p>{t('backOffice.notFoundHint')}</p>
    </Screen>
  )
}
