import { chakra } from '@chakra-ui/react/styled-system'
import { useMutationState, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CartIcon } from '../../../components/icons'
import { useIntl, useLanguage } from '../../../i18n/use-intl'
import { useBrowserSession } from '../../../lib/browser-session'
import { useLoginToken } from '../../../lib/login-token'
import { iconButton } from '../../../theme/styles'
import { cartQueryOptions } from '../api/cart'
import { cartMessages } from '../messages'

const RouterLink = chakra(Link)

/**
 * The basket with its unit count. On its own, so the basket's reads re-render only this link.
 * The count is the visitor's own: it is read once the page is hydrated, never by the server.
 */
export function BasketLink() {
  const { t, number } = useIntl(cartMessages)
  const { lang } = useLanguage()
  // The visitor's own cart: the server renders the page every visitor sees, the count follows.
  const session = useBrowserSession()
  const token = useLoginToken()
  const cart = useQuery({
    ...cartQueryOptions(lang, session ?? '', token ?? null),
    enabled: session !== undefined && token !== undefined,
  }).data
  // Units added while offline count at once; they wait in the outbox.
  // (Read straight from the query client: the outbox's code loads after the page.)
  const waiting = useMutationState({
    filters: { mutationKey: ['outbox', 'cart'], status: 'pending' },
    select: (mutation) =>
      (mutation.state.variables as { body: { quantity?: number | string } }).body,
  })
  const count =
    (cart?.count ?? 0) + waiting.reduce((sum, body) => sum + Number(body.quantity ?? 1), 0)
  return (
    <RouterLink to="/checkout/cart" aria-label={t('cart.linkWithCount', { count })} {...iconButton}>
      <CartIcon />
      {count > 0 ? (
        <chakra.span
          aria-hidden="true"
          position="absolute"
          insetBlockStart="1"
          insetInlineEnd="1"
          minW="5"
          h="5"
          px="1"
          rounded="full"
          bg="brand.700"
          color="white"
          textStyle="xs"
          fontWeight="bold"
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
        >
          {number(count)}
        </chakra.span>
      ) : null}
    </RouterLink>
  )
}
