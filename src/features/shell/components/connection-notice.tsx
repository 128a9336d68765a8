import { Box } from '@chakra-ui/react/box'
import { useIntl } from '../../../i18n/use-intl'
import { busyMessages } from '../busy-messages'
import { offlineMessages } from '../offline-messages'

/** What the connection's status can say. */
export type ConnectionNews = 'offline' | 'back-online' | 'busy'

/**
 * The words and look of the connection's status; offline, with how old the page's copy is (when
 * it was read from the shop, `savedAt`).
 */
export function ConnectionNotice({ news, savedAt }: { news: ConnectionNews; savedAt?: number }) {
  const { t, relativeTime } = useIntl(offlineMessages)
  const { t: busy } = useIntl(busyMessages)
  const words = {
    offline: (
      <>
        {t('shell.nowOffline')}
        {savedAt !== undefined && (
          <Box as="span" display="block" data-saved-at={savedAt}>
            {t('shell.savedAgo', { ago: relativeTime(savedAt) })}
          </Box>
        )}
      </>
    ),
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
