import { useNavigate } from '@tanstack/react-router'
import { isShopFailure } from '../../../api/client'
import { ShopFailure } from '../../../components/shop-failure'
import { useIntl } from '../../../i18n/use-intl'
import { useBrowserSession } from '../../../lib/browser-session'
import { defineStyles, WithStyles } from '../../../lib/static-styles'
import type { OutboxProduct } from '../../../lib/outbox/outbox-queue'
import { useOutboxWrite } from '../../../lib/outbox/use-outbox-write'
import { actionStatus, solidButton } from '../../../theme/styles'
import { cartAddWrite } from '../api/cart-writes'
import { cartPageMessages } from '../page-messages'

const addStyles = defineStyles({ add: solidButton, said: actionStatus })

interface AddToCartProps {
  pid: number
  /** The chosen option's uniqueId, for a product sold in options. */
  option?: string
  product: OutboxProduct
}

/**
 * Puts one unit of the product, in the chosen option, into the visitor's cart (their account's
 * when logged in, else this browser's) and opens the cart. Offline, the add waits in the outbox
 * and the basket counts it at once.
 */
export function AddToCart({ pid, option, product }: AddToCartProps) {
  const { t } = useIntl(cartPageMessages)
  const navigate = useNavigate()
  const session = useBrowserSession()
  const write = useOutboxWrite(cartAddWrite, (outcome) => {
    if (outcome === 'sent') void navigate({ to: '/checkout/cart' })
  })
  return (
    <WithStyles sheet={addStyles}>
      {(className) => (
        <>
          <button
            type="button"
            disabled={write.sending}
            aria-busy={write.sending}
            onClick={() => {
              if (session) write.send({ session, pid, dynamic: option ?? 0, quantity: 1 }, product)
            }}
            className={className('add')}
          >
            {write.sending ? t('cart.adding') : t('cart.add')}
          </button>
          <p role="status" className={className('said')}>
            {write.outcome === 'queued' ? (
              t('cart.queued')
            ) : isShopFailure(write.error) ? (
              <ShopFailure error={write.error} outcome="save" />
            ) : (
              (write.error?.message ?? '')
            )}
          </p>
        </>
      )}
    </WithStyles>
  )
}
