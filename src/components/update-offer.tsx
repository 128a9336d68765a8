import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { useIntl } from '../i18n/use-intl'
import { useOutboxCount } from '../lib/outbox/use-outbox-entries'
import { installUpdate } from '../lib/update-waiting'
import { footNotice, solidButton } from '../theme/styles'
import { updateMessages } from './update-messages'

/**
 * The offer of a new version. Installing it reloads the page, so it waits while the outbox holds
 * writes (sent or refused ones the shopper has not dealt with), and says why.
 */
export function UpdateOffer() {
  const { t } = useIntl(updateMessages)
  const holding = useOutboxCount() > 0
  return (
    <Box role="status" {...footNotice} zIndex="30">
      <Box
        display="flex"
        flexWrap="wrap"
        alignItems="center"
        gap="3"
        px="4"
        py="3"
        rounded="md"
        bg="bg"
        borderWidth="1px"
        borderColor="border"
        boxShadow="md"
        maxW="32rem"
      >
        <chakra.p flex="1">
          {t('update.ready')} {holding && t('update.waitsForOutbox')}
        </chakra.p>
        <chakra.button
          type="button"
          disabled={holding}
          onClick={() => void installUpdate()}
          {...solidButton}
        >
          {t('update.install')}
        </chakra.button>
      </Box>
    </Box>
  )
}
