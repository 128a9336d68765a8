import { Link } from '@tanstack/react-router'
import { CountBadge } from '../../../components/count-badge'
import { CartIcon } from '../../../components/icons'
import { useIntl } from '../../../i18n/use-intl'
import { defineStyles, WithStyles } from '../../../lib/static-styles'
import { useQueuedCartWrites } from '../../../lib/outbox/use-queued-cart-writes'
import { iconButton } from '../../../theme/styles'
import { useVisitorCart } from '../lib/use-visitor-cart'
import { cartMessages } from '../messages'

const basketStyles = defineStyles({ link: iconButton })

/**
 * The basket with its unit count. On its own, so the basket's reads re-render only this link.
 * The count is the visitor's own: it is read once the page is hydrated, never by the server.
 */
export function BasketLink() {
  const { t } = useIntl(cartMessages)
  const cart = useVisitorCart().cart.data
  // Units added while offline count at once; they wait in the outbox.
  const waiting = useQueuedCartWrites()
  const count =
    (cart?.count ?? 0) + waiting.reduce((sum, body) => sum + Number(body.quantity ?? 1), 0)
  return (
    <WithStyles sheet={basketStyles}>
      {(className) => (
        <Link
          to="/checkout/cart"
          aria-label={t('cart.linkWithCount', { count })}
          className={className('link')}
        >
          <CartIcon />
          {count > 0 && <CountBadge count={count} colour="brand.700" />}
        </Link>
      )}
    </WithStyles>
  )
}
