import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { useHydrated } from '@tanstack/react-router'
import { useIntl } from '../../../i18n/use-intl'
import { useBrowserSession } from '../../../lib/browser-session'
import { useLoginToken } from '../../../lib/login-token'
import { outlineButton, quietButton } from '../../../theme/styles'
import { useOrderNews } from '../api/order-news'
import { orderNewsMessages } from '../messages'

/**
 * "Tell me when my order moves": turns this device's notifications of the visitor's orders on
 * (the browser asks its permission only on the press) or off, and says why it cannot where it
 * cannot. A shop that sends no notifications offers nothing. Rendered once the page is hydrated.
 */
export function OrderNewsButton() {
  const hydrated = useHydrated()
  const session = useBrowserSession()
  const token = useLoginToken()
  if (!hydrated || session === undefined || token === undefined) return null
  return <OrderNewsChoice session={session} token={token} />
}

function OrderNewsChoice({ session, token }: { session: string; token: string | null }) {
  const { t } = useIntl(orderNewsMessages)
  const news = useOrderNews({ session, token })
  if (news.state === 'unavailable') return null
  const note = (text: string) => (
    <chakra.p role="status" mt="2" textStyle="sm" color="fg.muted">
      {text}
    </chakra.p>
  )
  return (
    <Box mt="6" data-order-news={news.state}>
      {news.state === 'unsupported' ? (
        note(t('orderNews.unsupported'))
      ) : news.state === 'on' ? (
        <>
          {note(t('orderNews.on'))}
          <chakra.button
            type="button"
            mt="2"
            disabled={news.working}
            onClick={news.turnOff}
            {...quietButton}
          >
            {t('orderNews.turnOff')}
          </chakra.button>
        </>
      ) : (
        <>
          <chakra.button
            type="button"
            disabled={!news.ready || news.working}
            onClick={news.turnOn}
            {...outlineButton}
          >
            {t('orderNews.turnOn')}
          </chakra.button>
          {news.working
            ? note(t('orderNews.turningOn'))
            : news.state === 'denied'
              ? note(t('orderNews.denied'))
              : note(t('orderNews.turnOnHint'))}
        </>
      )}
      {news.problem && (
        <chakra.p role="alert" mt="2" textStyle="sm">
          {t(`orderNews.${news.problem}`)}
        </chakra.p>
      )}
    </Box>
  )
}
