import { chakra } from '@chakra-ui/react/styled-system'
import { useIntl } from '../../../i18n/use-intl'
import { backOfficeMessages } from '../messages'
import { BackOfficeScreen } from './back-office-screen'

/** The back office's first screen: who is at work, and where to go from here. */
export function BackOfficeHome() {
  const { t } = useIntl(backOfficeMessages)
  return (
    <BackOfficeScreen title={t('backOffice.title')}>
      {() => (
        <chakra.p mt="3" color="fg.muted">
          {t('backOffice.welcome')}
        </chakra.p>
      )}
    </BackOfficeScreen>
  )
}
