import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { useState } from 'react'
import {
  moveOrderCall,
  orderMoves,
  type OrderMoveTarget,
  type StaffOrder,
} from '../../../../contract/back-office-orders'
import { useIntl } from '../../../../i18n/use-intl'
import { outlineButton, solidButton } from '../../../../theme/styles'
import { todoKeys } from '../../api/todo-queries'
import { useStaffWrite } from '../../api/use-staff-write'
import { StaffWriteProblem } from '../../components/staff-write-problem'
import { orderKeys } from '../api/order-queries'
import { ordersMessages } from '../messages'
import { CancelQuestion, ShipQuestion } from './move-questions'

/** A move that asks first: a cancel (and why), or shipping (and how the parcel is followed). */
type AskedMove = 'cancelled' | 'shipped'

/**
 * The moves the order's status allows; cancelling and shipping ask first. A refusal shows the
 * shop's words.
 */
export function OrderMoves({ order }: { order: StaffOrder }) {
  const { t } = useIntl(ordersMessages)
  const [asking, setAsking] = useState<AskedMove | null>(null)
  // A refusal is asked again too: the order may have moved under another staff member's hand.
  const move = useStaffWrite(moveOrderCall, {
    changes: [orderKeys.all, todoKeys.all],
    readAgainAfterRefusal: true,
    onSuccess: () => setAsking(null),
  })
  const moves = orderMoves[order.status]
  const label = (to: OrderMoveTarget) =>
    to === 'confirmed' && order.status === 'awaiting_payment'
      ? t('orders.move.paid')
      : t(`orders.move.${to}`)
  return (
    <Box mt="4">
      {moves.length === 0 ? (
        <chakra.p color="fg.muted">{t('orders.final')}</chakra.p>
      ) : (
        <Box display="flex" flexWrap="wrap" gap="3">
          {moves.map((to) => (
            <chakra.button
              key={to}
              type="button"
              data-move={to}
              disabled={move.isPending}
              aria-expanded={to === 'cancelled' || to === 'shipped' ? asking === to : undefined}
              onClick={() =>
                to === 'cancelled' || to === 'shipped'
                  ? setAsking(to)
                  : move.mutate({ number: order.number, to })
              }
              {...(to === 'cancelled' ? outlineButton : solidButton)}
            >
              {move.isPending && move.variables?.to === to ? t('orders.moving') : label(to)}
            </chakra.button>
          ))}
        </Box>
      )}
      {asking === 'cancelled' && (
        <CancelQuestion
          number={order.number}
          sending={move.isPending}
          onCancel={(reason) => move.mutate({ number: order.number, to: 'cancelled', reason })}
          onKeep={() => setAsking(null)}
        />
      )}
      {asking === 'shipped' && (
        <ShipQuestion
          number={order.number}
          sending={move.isPending}
          onShip={(tracking) => move.mutate({ number: order.number, to: 'shipped', ...tracking })}
          onBack={() => setAsking(null)}
        />
      )}
      <Box mt="3">
        <StaffWriteProblem error={move.error} />
      </Box>
    </Box>
  )
}
