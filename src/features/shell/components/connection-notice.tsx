import { Box } from '@chakra-ui/react/box'
import { useIntl } from '../../../i18n/use-intl'
import { busyMessages } from '../busy-messages'
import { offlineMessages } from '../offline-messages'

/** What the connection's status can say. */
export type ConnectionNews = 'offline' | 'back-online' | 'busy'

/** The words and look of the connection's status. */
export function ConnectionNotice({ news }: { news: ConnectionNews }) {
  const { t } = useIntl(offlineMessages)
  const { t: busy } = useIntl(busyMessages)
  const words = {
    offline: t('shell.nowOffline'),
    'back-online': t('shell.backOnline'),
    busy: busy('shell.busyNow'),
  }
  return (
    <Box
      px="4"
      py="2"
      rounded="md"
      bg={news === 'back-online' ? 'green.700' : 'gray.800'}
      color="white"
      boxShadow="md"
      textStyle="sm"
    >
      {words[news]}
    </Box>
  )
}
