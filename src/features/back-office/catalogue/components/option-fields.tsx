import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { ChoiceField } from '../../../../components/form/choice-field'
import { FieldFrame } from '../../../../components/form/field-frame'
import { useFieldRefusal } from '../../../../components/form/field-refusal'
import { TextField } from '../../../../components/form/text-field'
import { optionTypes, type OptionType } from '../../../../contract/back-office-catalogue'
import { languages, type Language } from '../../../../contract/common'
import { useIntl } from '../../../../i18n/use-intl'
import { formField, quietButton } from '../../../../theme/styles'
import { BoxedFieldset } from '../../components/boxed-fieldset'
import { backOfficeMessages } from '../../messages'
import { backOfficeCatalogueMessages } from '../messages'
import { PricingFields, type PricingDraft } from './pricing-fields'

export type OptionNames = Record<Language, string>

const direction = { EN: 'ltr', FA: 'rtl', AR: 'rtl' } as const

/** An option's name in each language, each written in its language's direction. */
export function OptionNamesFields({
  value,
  onChange,
  error,
  field,
}: {
  value: OptionNames
  onChange: (names: OptionNames) => void
  error: Error | null
  /** Where the shop reports these fields: `variants.2.names`. */
  field: string
}) {
  const { t } = useIntl(backOfficeCatalogueMessages)
  const languageNames = useIntl(backOfficeMessages)
  const refusal = useFieldRefusal()
  return (
    <Box display="grid" gap="3" gridTemplateColumns={{ md: 'repeat(3, 1fr)' }}>
      {languages.map((lang) => (
        <Box key={lang} dir={direction[lang]} lang={lang.toLowerCase()}>
          <TextField
            name={`${field}.${lang}`}
            label={t('backOffice.catalogue.option.name', {
              language: languageNames.t(`backOffice.language.${lang}`),
            })}
            value={value[lang]}
            onChange={(name) => onChange({ ...value, [lang]: name })}
            autoComplete="off"
            problem={refusal(error, `${field}.${lang}`)}
          />
        </Box>
      ))}
    </Box>
  )
}

/** A new option as typed: its kind, value (a colour, or watts), names and pricing. */
export interface NewOptionDraft {
  key: string
  type: OptionType
  value: string
  names: OptionNames
  pricing: PricingDraft
}

export const newOptionDraft = (): NewOptionDraft => ({
  key: crypto.randomUUID(),
  type: 'color',
  value: '#1f6fd1',
  names: { EN: '', FA: '', AR: '' },
  pricing: { price: '', discount: '0', depo: '0' },
})

/** One new option's fields, with a button to drop it before it is saved. */
export function NewOptionFields({
  value,
  onChange,
  onDrop,
  error,
  field,
}: {
  value: NewOptionDraft
  onChange: (option: NewOptionDraft) => void
  onDrop: () => void
  error: Error | null
  /** Where the shop reports its fields: `newVariants.0`. */
  field: string
}) {
  const { t } = useIntl(backOfficeCatalogueMessages)
  const refusal = useFieldRefusal()
  return (
    <BoxedFieldset legend={t('backOffice.catalogue.option.new')} data-new-option="">
      <Box display="grid" gap="3" gridTemplateColumns={{ md: '1fr 1fr' }}>
        <ChoiceField
          label={t('backOffice.catalogue.option.type')}
          value={value.type}
          choices={optionTypes.map((type) => ({
            value: type,
            label: t(
              type === 'color'
                ? 'backOffice.catalogue.option.colour'
                : 'backOffice.catalogue.option.watts',
            ),
          }))}
          onChange={(type) =>
            onChange({ ...value, type, value: type === 'color' ? '#1f6fd1' : '' })
          }
        />
        {value.type === 'color' ? (
          <FieldFrame label={t('backOffice.catalogue.option.colour')}>
            {(frame) => (
              <chakra.input
                {...frame}
                type="color"
                value={value.value}
                onChange={(event) => onChange({ ...value, value: event.target.value })}
                {...formField}
              />
            )}
          </FieldFrame>
        ) : (
          <TextField
            name={`${field}.value`}
            label={t('backOffice.catalogue.option.watts')}
            value={value.value}
            onChange={(watts) => onChange({ ...value, value: watts })}
            autoComplete="off"
            inputMode="numeric"
            problem={refusal(error, `${field}.value`)}
            ltr
          />
        )}
      </Box>
      <OptionNamesFields
        value={value.names}
        onChange={(names) => onChange({ ...value, names })}
        error={error}
        field={`${field}.names`}
      />
      <PricingFields
        value={value.pricing}
        onChange={(pricing) => onChange({ ...value, pricing })}
        error={error}
        field={field}
      />
      <chakra.button type="button" onClick={onDrop} justifySelf="start" {...quietButton}>
        {t('backOffice.catalogue.option.drop')}
      </chakra.button>
    </BoxedFieldset>
  )
}
