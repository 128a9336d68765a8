import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import type { UseQueryResult } from '@tanstack/react-query'
import { useIntl } from '../i18n/use-intl'
import { quietButton } from '../theme/styles'

/** The quiet note a block shows when its data could not be loaded, with a way to ask again. */
export function RetryNotice({ onRetry, retrying }: { onRetry: () => void; retrying?: boolean }) {
  const { t } = useIntl()
  return (
    <Box
      role="status"
      display="flex"
      flexWrap="wrap"
      alignItems="center"
      gap="3"
      py="4"
      px="4"
      color="fg.muted"
      textStyle="sm"
    >
      <span>{t('common.loadFailed')}</span>
      <chakra.button type="button" onClick={onRetry} disabled={retrying} {...quietButton}>
        {retrying ? t('common.loading') : t('common.retry')}
      </chakra.button>
    </Box>
  )
}

/** A read with no answer yet: the retry when it failed, else a word that it loads. */
export function ReadPending({ read }: { read: UseQueryResult }) {
  const { t } = useIntl()
  return read.isError ? (
    <RetryNotice onRetry={() => void read.refetch()} retrying={read.isFetching} />
  ) : (
    <chakra.p role="status" mt="3" color="fg.muted">
      {t('common.loading')}
    </chakra.p>
  )
}
