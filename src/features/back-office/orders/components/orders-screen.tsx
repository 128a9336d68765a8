import { useIntl } from '../../../../i18n/use-intl'
import type { AreaScreenProps } from '../../back-office-paths'
import { BackOfficeScreen } from '../../components/back-office-screen'
import { backOfficeMessages } from '../../messages'
import { OrderDesk } from './order-desk'
import { OrderList } from './order-list'

/** The orders desk: `/admin/orders` lists them, `/admin/orders/<number>` opens one. */
export function OrdersScreen({ rest }: AreaScreenProps) {
  const { t } = useIntl(backOfficeMessages)
  const [number] = rest
  return (
    <BackOfficeScreen title={t('backOffice.orders')}>
      {(staff) =>
        number ? <OrderDesk staff={staff} number={number} /> : <OrderList staff={staff} />
      }
    </BackOfficeScreen>
  )
}
