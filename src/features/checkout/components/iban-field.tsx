import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { useEffect, useState } from 'react'
import { useIntl } from '../../../i18n/use-intl'
import { problemColour, quietButton } from '../../../theme/styles'
import { checkoutMessages } from '../checkout-messages'

/** How long "IBAN copied" stays on the screen. */
const copiedShown = 4000

/** An IBAN as it is read aloud and checked: its characters in groups of four. */
export function groupedIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?!$)/g, '$1 ')
}

/**
 * The shop's IBAN, left to right in every language, in groups of four of even width, with a
 * button that copies it (without spaces) and says so politely.
 */
export function IbanField({ iban }: { iban: string }) {
  const { t } = useIntl(checkoutMessages)
  const [copy, setCopy] = useState<'copied' | 'failed' | undefined>()
  useEffect(() => {
    if (copy !== 'copied') return
    const hide = setTimeout(() => setCopy(undefined), copiedShown)
    return () => clearTimeout(hide)
  }, [copy])
  const grouped = groupedIban(iban)
  const copyIban = () => {
    navigator.clipboard.writeText(grouped.replace(/ /g, '')).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    )
  }
  return (
    <Box display="flex" flexWrap="wrap" alignItems="center" columnGap="3" rowGap="1">
      <chakra.bdi dir="ltr" fontFamily="mono" fontVariantNumeric="tabular-nums" data-iban>
        {grouped}
      </chakra.bdi>
      <chakra.button
        type="button"
        aria-label={t('checkout.bank.copyIban')}
        onClick={copyIban}
        {...quietButton}
        textStyle="sm"
      >
        {t('checkout.bank.copy')}
      </chakra.button>
      <chakra.span
        role="status"
        aria-live="polite"
        textStyle="sm"
        color={copy === 'failed' ? problemColour : 'green.700'}
      >
        {copy === 'copied'
          ? t('checkout.bank.copied')
          : copy === 'failed'
            ? t('checkout.bank.copyFailed')
            : ''}
      </chakra.span>
    </Box>
  )
}
