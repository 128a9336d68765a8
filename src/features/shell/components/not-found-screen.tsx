import { chakra } from '@chakra-ui/react/styled-system'
import { Link } from '@tanstack/react-router'
import { useIntl } from '../../../i18n/use-intl'
import { solidButton } from '../../../theme/styles'
import { shellMessages } from '../messages'
import { ScreenMessage } from './screen-message'

const RouterLink = chakra(Link)

/** An address the shop does not know. */
export function NotFoundScreen() {
  const { t } = useIntl(shellMessages)
  return (
    <ScreenMessage
      textAlign="center"
      title={t('shell.notFoundTitle')}
      titleSize="4xl"
      text={t('shell.notFoundText')}
    >
      <RouterLink to="/" mt="6" {...solidButton}>
        {t('shell.backHome')}
      </RouterLink>
    </ScreenMessage>
  )
}
