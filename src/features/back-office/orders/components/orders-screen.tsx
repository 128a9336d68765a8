import { useIntl } from '../../../../i18n/use-intl'
import type { AreaScreenProps } from '../../back-office-paths'
import { BackOfficeScreen } from '../../components/back-office-screen'
import { backOfficeMessages } from '../../messages'
import { ordersMessages } from '../messages'
import { OrderDetail } from './order-detail'
import { OrderList } from './order-list'
import { orderPapers, OrderPaperScreen } from './order-papers'

/**
 * The orders: `/admin/orders` lists them, `/admin/orders/<number>` opens one, and
 * `/admin/orders/<number>/slip` and `/invoice` are its papers to print.
 */
export function OrdersScreen({ rest }: AreaScreenProps) {
  const { t } = useIntl(backOfficeMessages)
  const papers = useIntl(ordersMessages)
  const [number, part] = rest
  const paper = orderPapers.find((known) => known === part)
  // A paper is headed by its name, which is printed with it.
  return (
    <BackOfficeScreen title={paper ? papers.t(`orders.print.${paper}`) : t('backOffice.orders')}>
      {(staff) =>
        !number ? (
          <OrderList staff={staff} />
        ) : paper ? (
          <OrderPaperScreen staff={staff} number={number} paper={paper} />
        ) : (
          <OrderDetail staff={staff} number={number} />
        )
      }
    </BackOfficeScreen>
  )
}
