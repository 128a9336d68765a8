import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { useIntl } from '../../../i18n/use-intl'
import { checkoutMessages } from '../checkout-messages'
import { useVisitorCart } from '../lib/use-visitor-cart'
import { LineOption, LineQuantity } from './order-line-parts'

/** What the shopper is about to order: each cart line's title, option, quantity and total. */
export function OrderedItems() {
  const { t, price } = useIntl(checkoutMessages)
  const { cart } = useVisitorCart()
  const lines = cart.data?.data
  return (
    <Box as="section" aria-labelledby="ordered-items">
      <chakra.h2 id="ordered-items" textStyle="lg" fontWeight="semibold">
        {t('checkout.summary')}
      </chakra.h2>
      {!lines ? (
        <chakra.p role="status" mt="2" color="fg.muted">
          {t('checkout.items.loading')}
        </chakra.p>
      ) : (
        <chakra.ul listStyleType="none" p="0" mt="2">
          {lines.map((line) => (
            <chakra.li
              key={line.id}
              display="flex"
              flexWrap="wrap"
              justifyContent="space-between"
              alignItems="baseline"
              columnGap="4"
              py="2"
              borderBlockEndWidth="1px"
              borderColor="border"
              data-ordered-item={line.uniqueId}
            >
              <Box>
                <chakra.bdi display="block" fontWeight="medium">
                  {line.title}
                </chakra.bdi>
                {line.dynamic && <LineOption option={line.dynamic} />}
                <LineQuantity quantity={line.quantity} unitPrice={line.unit_price} />
              </Box>
              <chakra.span fontWeight="semibold" data-line-total>
                {price(line.line_total)}
              </chakra.span>
            </chakra.li>
          ))}
        </chakra.ul>
      )}
    </Box>
  )
}
