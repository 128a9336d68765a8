import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { useId } from 'react'
import { useIntl, useLanguage } from '../../../../i18n/use-intl'
import { formField, problemColour } from '../../../../theme/styles'
import { useStaffQuery } from '../../api/use-staff-query'
import { categoriesQuery } from '../api/product-queries'
import { backOfficeCatalogueMessages } from '../messages'

/** A product's category, chosen from the shop's, each by its name in the page's language. */
export function CategoryField({
  value,
  onChange,
  problem,
}: {
  value: string
  onChange: (category: string) => void
  problem?: string
}) {
  const { t } = useIntl(backOfficeCatalogueMessages)
  const { lang } = useLanguage()
  const id = useId()
  const categories = useStaffQuery(categoriesQuery()).data?.categories
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontWeight="medium" mb="1">
        {t('backOffice.catalogue.category')}
      </chakra.label>
      <chakra.select
        id={id}
        name="category"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        {...formField}
      >
        {value === '' && <option value="">{t('backOffice.catalogue.categoryChoose')}</option>}
        {/* Until the list arrives, the product's own category. */}
        {!categories && value !== '' && <option value={value}>{value}</option>}
        {categories?.map((category) => (
          <option key={category.uniqueId} value={category.uniqueId}>
            {category.names[lang] || category.uniqueId}
          </option>
        ))}
      </chakra.select>
      {problem && (
        <chakra.p id={`${id}-problem`} mt="1" textStyle="sm" color={problemColour}>
          {problem}
        </chakra.p>
      )}
    </Box>
  )
}
