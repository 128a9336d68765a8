import { chakra } from '@chakra-ui/react/styled-system'
import { DraftFields } from '../../components/draft-fields'
import { languages, type Language } from '../../../../contract/common'
import { useIntl, useLanguage } from '../../../../i18n/use-intl'
import { backOfficeMessages } from '../../messages'
import { backOfficeCatalogueMessages } from '../messages'

export interface TextsDraft {
  title: string
  des: string
  art: string
}
export type TextsByLanguage = Record<Language, TextsDraft>

export const emptyTexts = (): TextsByLanguage => ({
  EN: { title: '', des: '', art: '' },
  FA: { title: '', des: '', art: '' },
  AR: { title: '', des: '', art: '' },
})

const direction = { EN: 'ltr', FA: 'rtl', AR: 'rtl' } as const

/**
 * A product's texts in English, Persian and Arabic, each written in its own language's direction
 * under a heading in the page's language.
 */
export function TextsFields({
  value,
  onChange,
  error,
}: {
  value: TextsByLanguage
  onChange: (value: TextsByLanguage) => void
  error: Error | null
}) {
  const { t } = useIntl(backOfficeCatalogueMessages)
  const languageNames = useIntl(backOfficeMessages)
  const page = useLanguage()
  const names = ['title', 'des', 'art'] as const
  return (
    <>
      {languages.map((lang) => (
        <chakra.fieldset
          key={lang}
          dir={direction[lang]}
          lang={lang.toLowerCase()}
          display="grid"
          gap="3"
        >
          <chakra.legend fontWeight="bold" mb="2" lang={page.locale} dir={page.dir}>
            {t('backOffice.catalogue.texts', {
              language: languageNames.t(`backOffice.language.${lang}`),
            })}
          </chakra.legend>
          <DraftFields
            fields={names.map((key) => ({
              key,
              label: t(`backOffice.catalogue.${key}`),
              rows: key === 'title' ? undefined : key === 'art' ? 6 : 3,
            }))}
            value={value[lang]}
            onChange={(texts) => onChange({ ...value, [lang]: texts })}
            error={error}
            at={`texts.${lang}`}
          />
        </chakra.fieldset>
      ))}
    </>
  )
}
