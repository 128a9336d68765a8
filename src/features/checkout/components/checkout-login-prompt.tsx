import { chakra } from '@chakra-ui/react/styled-system'
import { Link } from '@tanstack/react-router'
import { useIntl } from '../../../i18n/use-intl'
import { useLoginToken } from '../../../lib/login-token'
import { textLink } from '../../../theme/styles'
import { cartPageMessages } from '../page-messages'

/**
 * Asks a shopper without a login to log in or register, and brings them back to this step of
 * the checkout once they have (their cart joins the account).
 */
export function CheckoutLoginPrompt({
  returnTo,
}: {
  returnTo: '/checkout/cart' | '/checkout/transfer'
}) {
  const { t } = useIntl(cartPageMessages)
  const token = useLoginToken()
  // Known in the browser only: nothing is said until then, nor to a logged-in buyer.
  if (token !== null) return null
  return (
    <chakra.p data-login-prompt="" mt="4" p="3" rounded="md" bg="brand.50">
      {t('cart.account.prompt')}{' '}
      <chakra.a asChild {...textLink}>
        <Link to="/account/login" search={{ redirect: returnTo }}>
          {t('cart.account.login')}
        </Link>
      </chakra.a>
      {t('common.separator')}
      <chakra.a asChild {...textLink}>
        <Link to="/account/login" search={{ redirect: returnTo, mode: 'register' }}>
          {t('cart.account.register')}
        </Link>
      </chakra.a>
    </chakra.p>
  )
}
