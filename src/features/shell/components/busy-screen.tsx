import { chakra } from '@chakra-ui/react/styled-system'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { retryWaitMs } from '../../../api/retry-wait'
import { useIntl } from '../../../i18n/use-intl'
import { outlineButton } from '../../../theme/styles'
import { busyMessages } from '../busy-messages'
import { readAgainWhenShopAnswers } from '../lib/busy-reads'
import { ScreenMessage } from './screen-message'

/**
 * A page whose data the shop was too busy to give (and that this device has not saved): it says
 * so, reads the data again after the wait the shop asked for, and opens once it comes.
 */
export function BusyScreen({ error, onAnswered }: { error: unknown; onAnswered: () => void }) {
  const { t } = useIntl(busyMessages)
  const queryClient = useQueryClient()
  useEffect(() => {
    const failed = queryClient.getQueryCache().findAll({
      predicate: (query) => query.state.error === error,
    })
    // Not a read's answer (the route's own loader): the page is asked for again as a whole.
    if (failed.length === 0) {
      const timer = setTimeout(onAnswered, retryWaitMs(0, error))
      return () => clearTimeout(timer)
    }
    return readAgainWhenShopAnswers(queryClient, failed, onAnswered)
  }, [error, onAnswered, queryClient])
  return (
    <ScreenMessage
      role="status"
      aria-live="polite"
      data-busy-screen=""
      textAlign="center"
      title={t('shell.busyTitle')}
      text={t('shell.busyText')}
    >
      <chakra.button type="button" mt="6" onClick={onAnswered} {...outlineButton}>
        {t('shell.busyTryNow')}
      </chakra.button>
    </ScreenMessage>
  )
}
