import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { Link, useNavigate } from '@tanstack/react-router'
import { useRef, useState, type FormEvent } from 'react'
import { Screen } from '../../../components/screen'
import { TextField } from '../../../components/form/text-field'
import { SubmitButton } from '../../../components/form/submit-button'
import { useIntl } from '../../../i18n/use-intl'
import { textLink } from '../../../theme/styles'
import { checkoutMessages } from '../checkout-messages'
import {
  checkDeliveryDetails,
  saveDeliveryDetails,
  type DeliveryField,
  type DeliveryProblems,
} from '../lib/delivery-details'
import { useDeliveryDetails } from '../lib/use-delivery-details'
import { useCheckoutTotals } from '../lib/use-checkout-totals'
import { OrderTotals, WithCheckoutTotals } from './checkout-parts'
import { CheckoutLoginPrompt } from './checkout-login-prompt'
import { useFocusFirstRefused } from '../../../components/form/field-refusal'

/**
 * The delivery step: who receives the order, where, and how to reach them, checked in the page
 * by the shop's own rules; the totals with shipping. What the shopper types stays on the device
 * until the order is placed; a logged-in buyer's form starts with where their last order went.
 */
export function DeliveryScreen() {
  const { t } = useIntl(checkoutMessages)
  const { totals, session } = useCheckoutTotals()
  return (
    <Screen title={t('screen.transfer')}>
      {session !== undefined && (
        <WithCheckoutTotals read={totals}>
          {(amounts) => (
            <>
              <CheckoutLoginPrompt returnTo="/checkout/transfer" />
              <DeliveryForm />
              <OrderTotals amounts={amounts} />
            </>
          )}
        </WithCheckoutTotals>
      )}
    </Screen>
  )
}

function DeliveryForm() {
  const { t } = useIntl(checkoutMessages)
  const navigate = useNavigate()
  const { details, edit, keep } = useDeliveryDetails()
  const [problems, setProblems] = useState<DeliveryProblems>({})
  const [attempts, setAttempts] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)

  useFocusFirstRefused(formRef, attempts)

  const field = (name: DeliveryField) => {
    const problem = problems[name]
    return {
      name,
      value: details[name],
      onChange: (value: string) => {
        edit(name, value)
        setProblems(({ [name]: _edited, ...others }) => others)
      },
      problem: problem && t(problem.id, problem.values),
    }
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    keep()
    const checked = checkDeliveryDetails(details)
    if (!checked.ok) {
      setProblems(checked.problems)
      setAttempts((n) => n + 1)
      return
    }
    saveDeliveryDetails(checked.details)
    void navigate({ to: '/checkout/payment' })
  }

  return (
    // The shop's own checks speak for the fields, in the page's language.
    <chakra.form
      ref={formRef}
      onSubmit={submit}
      noValidate
      display="grid"
      gap="4"
      mt="6"
      maxW="36rem"
      aria-label={t('checkout.delivery.intro')}
    >
      <chakra.p>{t('checkout.delivery.intro')}</chakra.p>
      <TextField {...field('name')} label={t('checkout.field.name')} autoComplete="name" />
      <TextField
        {...field('phone')}
        type="tel"
        label={t('checkout.field.phone')}
        autoComplete="tel"
        ltr
      />
      <TextField
        {...field('address')}
        label={t('checkout.field.address')}
        hint={t('checkout.field.addressHint')}
        autoComplete="street-address"
        rows={3}
      />
      <TextField
        {...field('postal_code')}
        label={t('checkout.field.postalCode')}
        autoComplete="postal-code"
        ltr
      />
      <Box
        display="flex"
        flexWrap="wrap"
        alignItems="center"
        gap="4"
        justifyContent="space-between"
      >
        <chakra.a asChild {...textLink}>
          <Link to="/checkout/cart">{t('checkout.backToCart')}</Link>
        </chakra.a>
        <SubmitButton
          busy={false}
          label={t('checkout.toPayment')}
          busyLabel={t('checkout.toPayment')}
        />
      </Box>
    </chakra.form>
  )
}
