import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ReadPending } from '../../../components/retry-notice'
import type { BankAccount, CheckoutTotals } from '../../../contract/orders'
import { useIntl } from '../../../i18n/use-intl'
import { textLink } from '../../../theme/styles'
import { checkoutMessages } from '../checkout-messages'
import type { useCheckoutTotals } from '../lib/use-checkout-totals'
import { IbanField } from './iban-field'
import { TotalsList } from './totals-list'

/** What an order costs: its products, the saving, shipping and the total to pay. */
export function OrderTotals({
  amounts,
}: {
  amounts: Pick<CheckoutTotals, 'subtotal' | 'discount' | 'shipping'> & { payable: number }
}) {
  const { t, price } = useIntl(checkoutMessages)
  return (
    <TotalsList
      rows={[
        { label: t('checkout.subtotal'), value: price(amounts.subtotal) },
        ...(amounts.discount > 0
          ? [{ label: t('checkout.discount'), value: price(amounts.discount) }]
          : []),
        {
          label: t('checkout.shipping'),
          value: amounts.shipping > 0 ? price(amounts.shipping) : t('checkout.free'),
        },
        { label: t('checkout.payable'), value: price(amounts.payable), total: true },
      ]}
    />
  )
}

/**
 * A checkout step's frame around the visitor's cart totals: loading, a retry when they could
 * not be read, and the way back to the shop when the cart is empty.
 */
export function WithCheckoutTotals({
  read,
  children,
}: {
  read: ReturnType<typeof useCheckoutTotals>['totals']
  children: (totals: CheckoutTotals) => ReactNode
}) {
  const { t } = useIntl(checkoutMessages)
  const totals = read.data
  if (!totals) return <ReadPending read={read} />
  if (totals.count === 0) {
    return <EmptyCart text={t('checkout.emptyCart')} browse={t('checkout.browse')} />
  }
  return children(totals)
}

/** An empty cart: it says so, and leads to the shop's products. */
export function EmptyCart({ text, browse }: { text: string; browse: string }) {
  return (
    <Box mt="4">
      <chakra.p>{text}</chakra.p>
      <chakra.a asChild mt="3" display="inline-block" {...textLink}>
        <Link to="/product/$category" params={{ category: 'all' }}>
          {browse}
        </Link>
      </chakra.a>
    </Box>
  )
}

/** The shop's bank account, to transfer an order's total to. */
export function BankDetails({ bank }: { bank: BankAccount }) {
  const { t } = useIntl(checkoutMessages)
  return (
    <chakra.dl
      display="grid"
      gridTemplateColumns="auto 1fr"
      columnGap="3"
      rowGap="1"
      mt="2"
      data-bank-account
    >
      <dt>{t('checkout.bank.name')}</dt>
      <dd>
        <bdi>{bank.bank}</bdi>
      </dd>
      <dt>{t('checkout.bank.holder')}</dt>
      <dd>
        <bdi>{bank.holder}</bdi>
      </dd>
      <dt>{t('checkout.bank.iban')}</dt>
      <dd>
        <IbanField iban={bank.iban} />
      </dd>
    </chakra.dl>
  )
}
