import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { useId } from 'react'
import { localeInfo } from '../../../i18n/locales'
import { locales } from '../../../contract/language-rules'
import { useIntl, useLanguage } from '../../../i18n/use-intl'
import { focusRing } from '../../../theme/styles'
import { layoutMessages } from '../messages'

/** The shop's languages, each named in itself; the choice is kept on this device. */
export function LanguageSwitcher({ onSwitch }: { onSwitch?: () => void }) {
  const { t } = useIntl(layoutMessages)
  const { locale, setLocale } = useLanguage()
  const labelId = useId()
  return (
    <Box as="section" aria-labelledby={labelId} mt="8">
      <chakra.h3 id={labelId} textStyle="sm" color="fg.muted" fontWeight="medium" mb="2">
        {t('layout.language')}
      </chakra.h3>
      <chakra.ul listStyleType="none" ps="0" m="0" display="flex" flexWrap="wrap" gap="2">
        {locales.map((option) => (
          <li key={option}>
            <chakra.button
              type="button"
              lang={option}
              dir={localeInfo[option].dir}
              aria-pressed={option === locale}
              onClick={() => {
                if (option !== locale) setLocale(option)
                onSwitch?.()
              }}
              minH="12"
              px="4"
              rounded="md"
              borderWidth="1px"
              borderColor={option === locale ? 'brand.700' : 'border'}
              bg={option === locale ? 'brand.700' : 'transparent'}
              color={option === locale ? 'white' : 'fg'}
              cursor="pointer"
              {...focusRing}
            >
              {localeInfo[option].name}
            </chakra.button>
          </li>
        ))}
      </chakra.ul>
    </Box>
  )
}
