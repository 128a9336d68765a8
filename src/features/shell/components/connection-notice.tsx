import { Box } from '@chakra-ui/react/box'
import { useIntl } from '../../../i18n/use-intl'
import { offlineMessages } from '../offline-messages'

/** The words and look of the connection's status. */
export function ConnectionNotice({ online }: { online: boolean }) {
  const { t } = useIntl(offlineMessages)
  return (
    <Box
      px="4"
      py="2"
      rounded="md"
      bg={online ? 'green.700' : 'gray.800'}
      color="white"
      boxShadow="md"
      textStyle="sm"
    >
      {online ? t('shell.backOnline') : t('shell.nowOffline')}
    </Box>
  )
}
