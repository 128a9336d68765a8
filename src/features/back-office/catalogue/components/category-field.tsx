import { ChoiceField } from '../../../../components/form/choice-field'
import { useIntl, useLanguage } from '../../../../i18n/use-intl'
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
  const categories = useStaffQuery(categoriesQuery()).data?.categories
  // A product without one is asked for one; until the list arrives, its own is shown.
  const choices = [
    ...(value === '' ? [{ value: '', label: t('backOffice.catalogue.categoryChoose') }] : []),
    ...(!categories && value !== '' ? [{ value, label: value }] : []),
    ...(categories ?? []).map((category) => ({
      value: category.uniqueId,
      label: category.names[lang] || category.uniqueId,
    })),
  ]
  return (
    <ChoiceField
      name="category"
      label={t('backOffice.catalogue.category')}
      value={value}
      choices={choices}
      onChange={onChange}
      problem={problem}
    />
  )
}
