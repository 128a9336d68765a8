import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { useId } from 'react'
import { useFieldRefusal } from '../../../../components/form/field-refusal'
import { TextField } from '../../../../components/form/text-field'
import { optionTypes, type OptionType } from '../../../../contract/back-office-catalogue'
import { languages, type Language } from '../../../../contract/common'
import { useIntl } from '../../../../i18n/use-intl'
import { formField, quietButton } from '../../../../theme/styles'
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
  const id = useId()
  return (
    <chakra.fieldset
      display="grid"
      gap="3"
      borderWidth="1px"
      borderColor="border"
      rounded="lg"
      p="4"
      data-new-option=""
    >
      <chakra.legend px="1" fontWeight="bold">
        {t('backOffice.catalogue.option.new')}
      </chakra.legend>
      <Box display="grid" gap="3" gridTemplateColumns={{ md: '1fr 1fr' }}>
        <Box>
          <chakra.label htmlFor={`${id}-type`} display="block" fontWeight="medium" mb="1">
            {t('backOffice.catalogue.option.type')}
          </chakra.label>
          <chakra.select
            id={`${id}-type`}
            value={value.type}
            onChange={(event) => {
              const type = event.target.value as OptionType
              onChange({ ...value, type, value: type === 'color' ? '#1f6fd1' : '' })
            }}
            {...formField}
          >
            {optionTypes.map((type) => (
              <option key={type} value={type}>
                {t(
                  type === 'color'
                    ? 'backOffice.catalogue.option.colour'
                    : 'backOffice.catalogue.option.watts',
                )}
              </option>
            ))}
          </chakra.select>
        </Box>
        {value.type === 'color' ? (
          <Box>
            <chakra.label htmlFor={`${id}-value`} display="block" fontWeight="medium" mb="1">
              {t('backOffice.catalogue.option.colour')}
            </chakra.label>
            <chakra.input
              id={`${id}-value`}
              type="color"
              value={value.value}
              onChange={(event) => onChange({ ...value, value: event.target.value })}
              {...formField}
            />
          </Box>
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
    </chakra.fieldset>
  )
}
