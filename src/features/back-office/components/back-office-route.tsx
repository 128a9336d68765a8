import { chakra } from '@chakra-ui/react/styled-system'
import { useParams } from '@tanstack/react-router'
import { QueryClientProvider } from '@tanstack/react-query'
import { Suspense, useState } from 'react'
import { mayWorkIn, roleAllows } from '../../../contract/accounts'
import { Screen } from '../../../components/screen'
import { useIntl } from '../../../i18n/use-intl'
import { newBackOfficeQueryClient } from '../api/staff-calls'
import { backOfficeAreas } from '../back-office-areas'
import { backOfficeMessages } from '../messages'
import { useStaff } from '../staff-context'
import { BackOfficeFrame, Refusal } from './back-office-frame'

/**
 * The back office's one route: the frame, and the screen of the area the address names, over a
 * query cache of its own.
 */
export function BackOfficeRoute() {
  const { _splat: rest = '' } = useParams({ from: '/admin/$' })
  const [first = '', ...parts] = rest.split('/').filter(Boolean)
  const [queryClient] = useState(newBackOfficeQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <BackOfficeFrame path={`/admin/${rest}`} area={first}>
        <AreaScreen path={first} rest={parts} />
      </BackOfficeFrame>
    </QueryClientProvider>
  )
}

function AreaScreen({ path, rest }: { path: string; rest: string[] }) {
  const { t } = useIntl(backOfficeMessages)
  const { user } = useStaff()
  const area = backOfficeAreas.find((each) => each.path === path)
  if (!area) {
    return (
      <Screen title={t('backOffice.notFound')}>
        <chakra.p mt="3">{t('backOffice.notFoundHint')}</chakra.p>
      </Screen>
    )
  }
  if (!roleAllows(user.role, area.role)) {
    return (
      <Screen title={t(area.label)}>
        <Refusal reason={t('backOffice.refusedAdmin')} email={user.email} />
      </Screen>
    )
  }
  if (area.area && !mayWorkIn(user, area.area)) {
    return (
      <Screen title={t(area.label)}>
        <Refusal reason={t('backOffice.refusedArea')} email={user.email} />
      </Screen>
    )
  }
  const AreaScreen = area.screen
  return (
    <Suspense
      fallback={
        <Screen title={t(area.label)}>
          <chakra.p role="status" mt="3" color="fg.muted">
            {t('backOffice.opening')}
          </chakra.p>
        </Screen>
      }
    >
      <AreaScreen rest={rest} />
    </Suspense>
  )
}
