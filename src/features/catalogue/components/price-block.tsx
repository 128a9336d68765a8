import type { ReactNode } from 'react'
import { OptionLabel } from '../../../components/option-label'
import { optionMessages } from '../../../components/option-messages'
import { PriceTag } from '../../../components/price-tag'
import type { ProductVariant } from '../../../contract/catalogue'
import { useIntl } from '../../../i18n/use-intl'
import { defineStyles, WithStyles } from '../../../lib/static-styles'
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

const option = {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minH: '11',
  px: '3',
  rounded: 'md',
  borderWidth: '2px',
  borderColor: 'border',
  cursor: 'pointer',
  '&:has(input:focus-visible)': focusRing._focusVisible,
} as const

/** Resolved once per design system: the page's first screen hydrates without style work. */
const blockStyles = defineStyles({
  block: { mt: '6', p: '4', borderWidth: '1px', borderColor: 'border', rounded: 'lg' },
  options: { mt: '4', border: 'none', p: '0' },
  legend: { textStyle: 'sm', fontWeight: 'semibold', mb: '2' },
  choices: { display: 'flex', flexWrap: 'wrap', gap: '2' },
  option,
  chosenOption: { ...option, borderColor: 'brand.700' },
  radio: { srOnly: true },
  optionName: { textStyle: 'sm' },
  stock: { mt: '3', textStyle: 'sm', color: 'fg.muted' },
  noStock: { mt: '3', textStyle: 'sm', color: 'fg' },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', mt: '4' },
})

/**
 * The product's price in the chosen option (with its discount), the options to choose from, its
 * stock and warranty, and what the visitor can do with it.
 */
export function PriceBlock({ product, offer, onChoose, actions }: PriceBlockProps) {
  const { t } = useIntl(catalogueMessages)
  const options = product.price.dynamic ? product.dynamic : []
  const warranty = Number(offer.variant?.data.garanty)
  return (
    <WithStyles sheet={blockStyles}>
      {(className) => (
        <div className={className('block')}>
          <PriceTag
            price={{ price: offer.price, discount: offer.discount, vahed: { price: offer.unit } }}
          />
          {options.length > 0 && (
            <fieldset className={className('options')}>
              <legend className={className('legend')}>
                <OptionsLegend options={options} />
              </legend>
              <div className={className('choices')}>
                {options.map((variant) => (
                  <OptionChoice
                    key={variant.uniqueId}
                    variant={variant}
                    chosen={variant.uniqueId === offer.variant?.uniqueId}
                    onChoose={onChoose}
                    classes={{
                      choice: className(
                        variant.uniqueId === offer.variant?.uniqueId ? 'chosenOption' : 'option',
                      ),
                      radio: className('radio'),
                      name: className('optionName'),
                    }}
                  />
                ))}
              </div>
            </fieldset>
          )}
          <p className={className(offer.stock > 0 ? 'stock' : 'noStock')}>
            {offer.stock > 0
              ? t('catalogue.inStock', { count: offer.stock })
              : t('catalogue.outOfStock')}
            {warranty > 0 && t('common.separator') + t('catalogue.warranty', { months: warranty })}
          </p>
          <div className={className('actions')}>{actions}</div>
        </div>
      )}
    </WithStyles>
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
  classes,
}: {
  variant: ProductVariant
  chosen: boolean
  onChoose: (variant: string) => void
  /** Its parts' class names, from the price block's styles. */
  classes: { choice: string; radio: string; name: string }
}) {
  return (
    <label className={classes.choice}>
      <input
        type="radio"
        name="variant"
        value={variant.uniqueId}
        checked={chosen}
        onChange={() => onChoose(variant.uniqueId)}
        className={classes.radio}
      />
      <span className={classes.name}>
        <OptionLabel option={variant} />
      </span>
    </label>
  )
}
