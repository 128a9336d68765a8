import { chakra } from '@chakra-ui/react/styled-system'
import { Link } from '@tanstack/react-router'
import { PagedList } from '../../../components/paged-list'
import { TitledSection } from '../../../components/titled-section'
import type { Order } from '../../../contract/orders'
import { useIntl } from '../../../i18n/use-intl'
import { textLink } from '../../../theme/styles'
import { ownOrdersQueryOptions } from '../api/checkout'
import { checkoutMessages } from '../checkout-messages'

/** The logged-in visitor's orders, newest first, each leading to its status. */
export function OwnOrders({ token }: { token: string }) {
  const { t } = useIntl(checkoutMessages)
  return (
    <TitledSection title={t('checkout.orders.title')}>
      <PagedList
        pageQuery={(lang, page) => ownOrdersQueryOptions(lang, token, page)}
        empty={t('checkout.orders.none')}
        itemKey={(order) => order.number}
        item={(order: Order) => <OwnOrder order={order} />}
      />
    </TitledSection>
  )
}

function OwnOrder({ order }: { order: Order }) {
  const { t, price, date, code } = useIntl(checkoutMessages)
  return (
    <div data-own-order={order.number}>
      <chakra.a asChild fontWeight="semibold" {...textLink}>
        <Link to="/checkout/status" search={{ number: order.number }}>
          {t('checkout.orders.open', { number: code(order.number) })}
        </Link>
      </chakra.a>
      <chakra.p textStyle="sm" color="fg.muted">
        <time dateTime={order.created_at}>{date(order.created_at)}</time>
        {t('common.separator')}
        {price(order.total)}
        {t('common.separator')}
        {t(`checkout.state.${order.status}`)}
      </chakra.p>
    </div>
  )
}
