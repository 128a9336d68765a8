import { useIntl } from '../../../../i18n/use-intl'
import { BackOfficeScreen, sectionScreen } from '../../components/back-office-screen'
import { ordersMessages } from '../messages'
import { OrderDetail } from './order-detail'
import { OrderList } from './order-list'
import { OrderPaperScreen, type OrderPaper } from './order-papers'

/** `/admin/orders`: the orders the address's filter holds, a page at a time. */
export const OrderListScreen = sectionScreen('backOffice.orders', OrderList)

/** `/admin/orders/<number>`: one order, its moves, notes and history. */
export const OrderScreen = sectionScreen('backOffice.orders', OrderDetail)

/** `/admin/orders/<number>/slip` and `/invoice`: a paper to print, headed by its name. */
export function OrderPaperPage({ number, paper }: { number: string; paper: OrderPaper }) {
  const { t } = useIntl(ordersMessages)
  return (
    <BackOfficeScreen title={t(`orders.print.${paper}`)}>
      <OrderPaperScreen number={number} paper={paper} />
    </BackOfficeScreen>
  )
}
