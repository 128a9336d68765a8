import { chakra } from '@chakra-ui/react/styled-system'
import type { ReactNode } from 'react'
import { DraftFields } from '../../components/draft-fields'
import { useIntl } from '../../../../i18n/use-intl'
import { backOfficeCatalogueMessages } from '../messages'

/** Price, discount and stock as typed: digits, sent as they are for the shop to check. */
export interface PricingDraft {
  price: string
  discount: string
  depo: string
}

export const pricingDraft = (p: { price: number; discount: number; depo: number }) => ({
  price: String(p.price),
  discount: String(p.discount),
  depo: String(p.depo),
})

/** The three numbers of a product or an option, each with what the shop said of it. */
export function PricingFields({
  value,
  onChange,
  error,
  field,
  legend,
}: {
  value: PricingDraft
  onChange: (value: PricingDraft) => void
  error: Error | null
  /** Where the shop reports these fields: 'pricing' or 'variants.2'. */
  field: string
  legend?: ReactNode
}) {
  const { t } = useIntl(backOfficeCatalogueMessages)
  const names = ['price', 'discount', 'depo'] as const
  return (
    <chakra.fieldset display="grid" gap="3" gridTemplateColumns={{ md: 'repeat(3, 1fr)' }}>
      {legend && (
        <chakra.legend fontWeight="bold" mb="2">
          {legend}
        </chakra.legend>
      )}
      <DraftFields
        fields={names.map((key) => ({
          key,
          label: t(`backOffice.catalogue.${key}`),
          ltr: true,
          // The shop's word on the whole pricing (a discount above the price) is the price's.
          alsoAt: key === 'price' ? field : undefined,
        }))}
        value={value}
        onChange={onChange}
        error={error}
        at={field}
      />
    </chakra.fieldset>
  )
}
