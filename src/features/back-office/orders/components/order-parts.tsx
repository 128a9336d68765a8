// The parts an order's page and its papers share.
import { chakra } from '@chakra-ui/react/styled-system'
import type { StaffOrder } from '../../../../contract/back-office-orders'
import { useIntl } from '../../../../i18n/use-intl'
import { ordersMessages } from '../messages'

/** An order's subtotal, discount, shipping and total: on its page (`start`) and its invoice (`end`). */
export function OrderSums({ order, align }: { order: StaffOrder; align: 'start' | 'end' }) {
  const { t, price } = useIntl(ordersMessages)
  return (
    <chakra.dl
      display="grid"
      gridTemplateColumns={align === 'start' ? 'auto 1fr' : '1fr auto'}
      columnGap={align === 'start' ? '4' : '6'}
      rowGap="1"
      mt={align === 'start' ? '3' : '4'}
      textAlign={align}
    >
      <dt>{t('orders.subtotal')}</dt>
      <dd>{price(order.subtotal)}</dd>
      <dt>{t('orders.discount')}</dt>
      <dd>{price(order.discount)}</dd>
      <dt>{t('orders.shipping')}</dt>
      <dd>{price(order.shipping)}</dd>
      <chakra.dt fontWeight="bold">{t('orders.total')}</chakra.dt>
      <chakra.dd fontWeight="bold">{price(order.total)}</chakra.dd>
    </chakra.dl>
  )
}

/** Where an order goes: the buyer's name and phone, address and postal code. */
export function OrderAddress({ order }: { order: StaffOrder }) {
  const { code } = useIntl()
  return (
    <>
      <chakra.p>
        <bdi>{order.name}</bdi> · <bdi dir="ltr">{code(order.phone)}</bdi>
      </chakra.p>
      <chakra.p>
        <bdi>{order.address}</bdi> · <bdi dir="ltr">{code(order.postal_code)}</bdi>
      </chakra.p>
    </>
  )
}
