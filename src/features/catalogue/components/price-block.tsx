import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import type { ReactNode } from 'react'
import { OptionLabel } from '../../../components/option-label'
import { optionMessages } from '../../../components/option-messages'
import { PriceTag } from '../../../components/price-tag'
import type { ProductVariant } from '../../../contract/catalogue'
import { useIntl } from '../../../i18n/use-intl'
import { focusRing } from '../../../theme/styles'
import type { ProductDetail, ProductOffer } from '../lib/product-offer'
import { catalogueMessages } from '../messages'

interface PriceBlockProps {
  product: ProductDetail
  offer: ProductOffer
  /** Chooses another option (by its uniqueId). */
  onChoose: (variant: string) => void
  /** What a visitor does with the product: add to cart, favourite, share. */
  actions: ReactNode
}

/**
 * The product's price in the chosen option (with its discount), the options to choose from, its
 * stock and warranty, and what the visitor can do with it.
 */
export function PriceBlock({ product, offer, onChoose, actions }: PriceBlockProps) {
  const { t } = useIntl(catalogueMessages)
  const options = product.price.dynamic ? product.dynamic : []
  const warranty = Number(offer.variant?.data.garanty)
  return (
    <Box mt="6" p="4" borderWidth="1px" borderColor="border" rounded="lg">
      <PriceTag
        price={{ price: offer.price, discount: offer.discount, vahed: { price: offer.unit } }}
      />
      {options.length > 0 && (
        <chakra.fieldset mt="4" border="none" p="0">
          <chakra.legend textStyle="sm" fontWeight="semibold" mb="2">
            <OptionsLegend options={options} />
          </chakra.legend>
          <Box display="flex" flexWrap="wrap" gap="2">
            {options.map((variant) => (
              <OptionChoice
                key={variant.uniqueId}
                variant={variant}
                chosen={variant.uniqueId === offer.variant?.uniqueId}
                onChoose={onChoose}
              />
            ))}
          </Box>
        </chakra.fieldset>
      )}
      <chakra.p mt="3" textStyle="sm" color={offer.stock > 0 ? 'fg.muted' : 'fg'}>
        {offer.stock > 0
          ? t('catalogue.inStock', { count: offer.stock })
          : t('catalogue.outOfStock')}
        {warranty > 0 && t('common.separator') + t('catalogue.warranty', { months: warranty })}
      </chakra.p>
      <Box display="flex" flexWrap="wrap" alignItems="center" gap="2" mt="4">
        {actions}
      </Box>
    </Box>
  )
}

/** What the options are: their kind ("Colour") when they share one, else "Options". */
function OptionsLegend({ options }: { options: ProductVariant[] }) {
  const { t } = useIntl(optionMessages)
  const catalogue = useIntl(catalogueMessages)
  const kinds = new Set(options.map((option) => option.type))
  const [kind] = kinds
  return kinds.size === 1 && (kind === 'color' || kind === 'power')
    ? t(`option.kind.${kind}`)
    : catalogue.t('catalogue.options')
}

/** One option as a radio button: its name, with a swatch for a colour. */
function OptionChoice({
  variant,
  chosen,
  onChoose,
}: {
  variant: ProductVariant
  chosen: boolean
  onChoose: (variant: string) => void
}) {
  return (
    <chakra.label
      position="relative"
      display="inline-flex"
      alignItems="center"
      gap="2"
      minH="11"
      px="3"
      rounded="md"
      borderWidth="2px"
      borderColor={chosen ? 'brand.700' : 'border'}
      cursor="pointer"
      css={{ '&:has(input:focus-visible)': focusRing._focusVisible }}
    >
      <chakra.input
        type="radio"
        name="variant"
        value={variant.uniqueId}
        checked={chosen}
        onChange={() => onChoose(variant.uniqueId)}
        srOnly
      />
      <chakra.span textStyle="sm">
        <OptionLabel option={variant} />
      </chakra.span>
    </chakra.label>
  )
}
