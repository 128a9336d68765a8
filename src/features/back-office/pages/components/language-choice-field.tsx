import { ChoiceField } from '../../../../components/form/choice-field'
import { languages, type Language } from '../../../../contract/common'
import { useIntl } from '../../../../i18n/use-intl'
import { backOfficeMessages } from '../../messages'
import { pageEditorMessages } from '../messages'

/** The language whose pages or menus are edited, each named in the page's language. */
export function LanguageChoiceField({
  value,
  onChange,
}: {
  value: Language
  onChange: (language: Language) => void
}) {
  const { t } = useIntl(pageEditorMessages)
  const languageNames = useIntl(backOfficeMessages)
  return (
    <ChoiceField
      label={t('editor.pages.language')}
      value={value}
      choices={languages.map((language) => ({
        value: language,
        label: languageNames.t(`backOffice.language.${language}`),
      }))}
      onChange={onChange}
    />
  )
}
