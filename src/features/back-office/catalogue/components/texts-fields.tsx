import { useFieldRefusal } from '../../../../components/form/field-refusal'
import { chakra } from '@chakra-ui/react/styled-system'
import { TextField } from '../../../../components/form/text-field'
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
  const refusal = useFieldRefusal()
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
          {names.map((name) => (
            <TextField
              key={name}
              name={`texts.${lang}.${name}`}
              label={t(`backOffice.catalogue.${name}`)}
              value={value[lang][name]}
              onChange={(typed) =>
                onChange({ ...value, [lang]: { ...value[lang], [name]: typed } })
              }
              autoComplete="off"
              rows={name === 'title' ? undefined : name === 'art' ? 6 : 3}
              problem={refusal(error, `texts.${lang}.${name}`)}
            />
          ))}
        </chakra.fieldset>
      ))}
    </>
  )
}
