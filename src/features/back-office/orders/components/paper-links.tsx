import { chakra } from '@chakra-ui/react/styled-system'
import { Link } from '@tanstack/react-router'
import type { StaffOrder } from '../../../../contract/back-office-orders'
import { localeForLanguage } from '../../../../contract/language-rules'
import { useIntl } from '../../../../i18n/use-intl'
import { textLink } from '../../../../theme/styles'
import { ordersMessages } from '../messages'
import { orderPapers } from './order-papers'

/** The order's packing slip and invoice, each opened in a tab of its own in the order's language. */
export function PaperLinks({ order }: { order: StaffOrder }) {
  const { t } = useIntl(ordersMessages)
  const locale = localeForLanguage(order.lang)
  return (
    <chakra.p mt="3" display="flex" flexWrap="wrap" gap="4" alignItems="center">
      <chakra.span color="fg.muted">{t('orders.print.papers')}</chakra.span>
      {orderPapers.map((paper) => (
        <Link
          key={paper}
          to="/admin/orders/$number/$paper"
          params={{ number: order.number, paper }}
          search={{ lang: locale } as never}
          target="_blank"
          data-paper-link={paper}
        >
          <chakra.span {...textLink}>
            {t(paper === 'slip' ? 'orders.print.openSlip' : 'orders.print.openInvoice')}
          </chakra.span>
        </Link>
      ))}
    </chakra.p>
  )
}
