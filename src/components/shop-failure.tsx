import { chakra } from '@chakra-ui/react/styled-system'
import { ApiCallError } from '../api/client'
import { useIntl } from '../i18n/use-intl'
import { shopFailureMessages } from './shop-failure-messages'

/** What the shop's failure left undone: an order, a change, a login, an email, a read, the lock. */
export type FailureOutcome = 'order' | 'save' | 'login' | 'send' | 'read' | 'unlock'

interface ShopFailureProps {
  /** A failure of the shop's own (`isShopFailure`). */
  error: unknown
  outcome: FailureOutcome
  /** Staff tell the shop's technical support, not the shop. */
  staff?: boolean
}

/**
 * A failure of the shop's own, told as it is in the page's language (never the shop's English
 * message): the shop failed, not the connection; what was not done; to try again, and if it
 * keeps failing to quote the request's id, shown left to right and selected whole with a click.
 * Phrasing content only, so it fits in the notice (a paragraph) of any form.
 */
export function ShopFailure({ error, outcome, staff = false }: ShopFailureProps) {
  const { t } = useIntl(shopFailureMessages)
  const requestId = error instanceof ApiCallError ? error.requestId : undefined
  return (
    <>
      {t(`failure.${outcome}`)}{' '}
      {requestId ? (
        <>
          {t(staff ? 'failure.quoteStaff' : 'failure.quote')}{' '}
          <chakra.code
            dir="ltr"
            data-request-id=""
            fontFamily="mono"
            fontSize="0.9em"
            userSelect="all"
            overflowWrap="anywhere"
            px="1"
            rounded="sm"
            bg="white"
          >
            {requestId}
          </chakra.code>
        </>
      ) : (
        t(staff ? 'failure.retryStaff' : 'failure.retry')
      )}
    </>
  )
}
