import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import type { ProductListItem } from '../contract/catalogue'
import { useIntl } from '../i18n/use-intl'

/** Percent off a price, rounded down, as the shop shows it. */
export function discountPercent(price: number, discounted: number): number {
  if (price <= 0 || discounted <= 0 || discounted >= price) return 0
  return Math.floor(((price - discounted) / price) * 100)
}

/** A product's price in the shop's currency; a discounted price shows the old one and the percent. */
export function PriceTag({ price }: { price: ProductListItem['price'] }) {
  const intl = useIntl()
  const percent = discountPercent(price.price, price.discount)
  const pays = percent > 0 ? price.discount : price.price
  return (
    <Box display="flex" flexWrap="wrap" alignItems="baseline" gap="2">
      <chakra.span srOnly>{intl.t('common.price')}</chakra.span>
      <chakra.span fontWeight="bold" textStyle="lg">
        {intl.price(pays)}
      </chakra.span>
      {percent > 0 && (
        <>
          <chakra.s color="fg.muted" textStyle="sm">
            <chakra.span srOnly>
              {intl.t('common.oldPrice', { price: intl.price(price.price) })}
            </chakra.span>
            <span aria-hidden="true">{intl.price(price.price)}</span>
          </chakra.s>
          <chakra.span
            bg="brand.700"
            color="white"
            rounded="full"
            px="2"
            textStyle="xs"
            fontWeight="semibold"
          >
            {intl.t('common.discount', { percent })}
          </chakra.span>
        </>
      )}
    </Box>
  )
}
