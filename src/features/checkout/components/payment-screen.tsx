import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { ApiCallError, isShopFailure } from '../../../api/client'
import { Screen } from '../../../components/screen'
import { ShopFailure } from '../../../components/shop-failure'
import { SubmitButton } from '../../../components/form/submit-button'
import { paymentMethods, type CheckoutTotals, type PaymentMethod } from '../../../contract/orders'
import { useIntl } from '../../../i18n/use-intl'
import { useOnline } from '../../../lib/use-online'
import { problemColour, textLink, waitingNote } from '../../../theme/styles'
import { isStillPlacing, usePlaceOrder } from '../api/place-order'
import { checkoutMessages } from '../checkout-messages'
import { checkDeliveryDetails, readDeliveryDetails } from '../lib/delivery-details'
import { useCheckoutTotals } from '../lib/use-checkout-totals'
import { BankDetails, OrderTotals, WithCheckoutTotals } from './checkout-parts'
import { DeliveryAddress } from './order-line-parts'
import { OrderedItems } from './ordered-items'

/**
 * The payment step: where the order goes (with a way to change it), how the shopper pays (cash
 * on delivery, or a transfer to the shop's account when it has one), the products ordered with
 * the totals, and placing the order. Placing needs the network: offline, the button says so and nothing is queued.
 */
export function PaymentScreen() {
  const { t } = useIntl(checkoutMessages)
  const { totals, session, token } = useCheckoutTotals()
  return (
    <Screen title={t('screen.payment')}>
      {session !== undefined && token !== undefined && (
        <WithCheckoutTotals read={totals}>
          {(amounts) => <PaymentForm totals={amounts} session={session} token={token} />}
        </WithCheckoutTotals>
      )}
    </Screen>
  )
}

interface PaymentFormProps {
  totals: CheckoutTotals
  session: string
  token: string | null
}

function PaymentForm({ totals, session, token }: PaymentFormProps) {
  const { t } = useIntl(checkoutMessages)
  const online = useOnline()
  const navigate = useNavigate()
  // Rendered in the browser only (after hydration): the device's copy is there to read.
  const [delivery] = useState(() => checkDeliveryDetails(readDeliveryDetails()))
  const [payment, setPayment] = useState<PaymentMethod>('cod')
  const order = usePlaceOrder({
    session,
    token,
    onPlaced: ({ order }) =>
      void navigate({ to: '/checkout/status', search: { number: order.number } }),
  })

  if (!delivery.ok) {
    return (
      <Box mt="4">
        <chakra.p>{t('checkout.noDelivery')}</chakra.p>
        <chakra.a asChild mt="3" display="inline-block" {...textLink}>
          <Link to="/checkout/transfer">{t('checkout.toDelivery')}</Link>
        </chakra.a>
      </Box>
    )
  }
  const details = delivery.details
  const choose = (method: PaymentMethod) => {
    setPayment(method)
    order.changed()
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!online) return
    order.place({ ...details, payment })
  }

  return (
    <chakra.form onSubmit={submit} noValidate display="grid" gap="6" mt="6" maxW="40rem">
      <Box as="section" aria-labelledby="deliver-to">
        <Box display="flex" gap="4" alignItems="baseline" justifyContent="space-between">
          <chakra.h2 id="deliver-to" textStyle="lg" fontWeight="semibold">
            {t('checkout.deliverTo')}
          </chakra.h2>
          <chakra.a asChild {...textLink}>
            <Link to="/checkout/transfer">{t('checkout.change')}</Link>
          </chakra.a>
        </Box>
        <DeliveryAddress details={details} />
      </Box>

      <chakra.fieldset borderWidth="0" p="0" m="0">
        <chakra.legend textStyle="lg" fontWeight="semibold">
          {t('checkout.payment.choose')}
        </chakra.legend>
        {paymentMethods
          .filter((method) => method === 'cod' || totals.payments.includes(method))
          .map((method) => (
            <PaymentOption
              key={method}
              method={method}
              chosen={payment}
              onChoose={choose}
              label={t(paymentWords[method].label)}
              hint={t(paymentWords[method].hint)}
            />
          ))}
        {payment === 'transfer' && totals.bank && <BankDetails bank={totals.bank} />}
      </chakra.fieldset>

      <Box>
        <OrderedItems />
        <OrderTotals amounts={totals} />
      </Box>

      {order.error && <PlaceOrderProblem error={order.error} />}
      {!online && (
        <chakra.p role="status" p="3" rounded="md" {...waitingNote}>
          {t('checkout.offline')}
        </chakra.p>
      )}
      <SubmitButton
        busy={order.placing}
        label={t('checkout.place')}
        busyLabel={t('checkout.placing')}
        disabledLabel={online ? undefined : t('checkout.needsNetwork')}
      />
    </chakra.form>
  )
}

/** Each way to pay, named and explained (cash on delivery is always offered). */
const paymentWords = {
  cod: { label: 'checkout.payment.cod', hint: 'checkout.payment.codHint' },
  transfer: { label: 'checkout.payment.transfer', hint: 'checkout.payment.transferHint' },
} as const satisfies Record<PaymentMethod, { label: string; hint: string }>

interface PaymentOptionProps {
  method: PaymentMethod
  chosen: PaymentMethod
  onChoose: (method: PaymentMethod) => void
  label: string
  hint: string
}

function PaymentOption({ method, chosen, onChoose, label, hint }: PaymentOptionProps) {
  const hintId = `payment-${method}-hint`
  return (
    <chakra.label
      display="flex"
      gap="3"
      alignItems="flex-start"
      mt="3"
      p="3"
      rounded="md"
      borderWidth="1px"
      borderColor={method === chosen ? 'brand.700' : 'border'}
      cursor="pointer"
    >
      <chakra.input
        type="radio"
        name="payment"
        value={method}
        checked={method === chosen}
        onChange={() => onChoose(method)}
        aria-describedby={hintId}
        mt="1"
        boxSize="4"
      />
      <span>
        <chakra.span display="block" fontWeight="medium">
          {label}
        </chakra.span>
        <chakra.span id={hintId} display="block" textStyle="sm" color="fg.muted">
          {hint}
        </chakra.span>
      </span>
    </chakra.label>
  )
}

/** Why the order was not placed, and where to fix it. */
function PlaceOrderProblem({ error }: { error: Error }) {
  const { t } = useIntl(checkoutMessages)
  const stillPlacing = isStillPlacing(error)
  const answered =
    error instanceof ApiCallError && error.status >= 400 && error.status < 500 && !stillPlacing
  const fix = answered
    ? error.status === 409
      ? { to: '/checkout/cart' as const, text: t('checkout.backToCart') }
      : { to: '/checkout/transfer' as const, text: t('checkout.change') }
    : undefined
  return (
    <Box role="alert" color={problemColour}>
      <chakra.p>
        {isShopFailure(error) ? (
          <ShopFailure error={error} outcome="order" />
        ) : stillPlacing ? (
          t('checkout.stillPlacing')
        ) : answered ? (
          error.message
        ) : (
          t('checkout.unreachable')
        )}
      </chakra.p>
      {fix && (
        <chakra.a asChild display="inline-block" mt="1" {...textLink}>
          <Link to={fix.to}>{fix.text}</Link>
        </chakra.a>
      )}
    </Box>
  )
}
