import { useIntl } from '../../../../i18n/use-intl'
import { BackOfficeScreen } from '../../components/back-office-screen'
import { backOfficeMessages } from '../../messages'
import { ordersMessages } from '../messages'
import { OrderDetail } from './order-detail'
import type { OrderListSearch } from '../api/order-queries'
import { OrderList } from './order-list'
import { OrderPaperScreen, type OrderPaper } from './order-papers'

/** `/admin/orders`: the orders the address's filter holds, a page at a time. */
export function OrderListScreen(props: {
  search: OrderListSearch
  onSearch: (search: OrderListSearch) => void
}) {
  const { t } = useIntl(backOfficeMessages)
  return (
    <BackOfficeScreen title={t('backOffice.orders')}>
      <OrderList {...props} />
    </BackOfficeScreen>
  )
}

/** `/admin/orders/<number>`: one order, its moves, notes and history. */
export function OrderScreen({ number }: { number: string }) {
  const { t } = useIntl(backOfficeMessages)
  return (
    <BackOfficeScreen title={t('backOffice.orders')}>
      <OrderDetail number={number} />
    </BackOfficeScreen>
  )
}

/** `/admin/orders/<number>/slip` and `/invoice`: a paper to print, headed by its name. */
export function OrderPaperPage({ number, paper }: { number: string; paper: OrderPaper }) {
  const { t } = useIntl(ordersMessages)
  return (
    <BackOfficeScreen title={t(`orders.print.${paper}`)}>
      <OrderPaperScreen number={number} paper={paper} />
    </BackOfficeScreen>
  )
}
