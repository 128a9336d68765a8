import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { useIntl } from '../../../i18n/use-intl'
import { outlineButton } from '../../../theme/styles'
import { installMessages } from '../messages'

/** The button that opens the browser's install dialog, and what installing gives. */
export function InstallOffer({ install }: { install: () => Promise<void> }) {
  const { t } = useIntl(installMessages)
  return (
    <Box mt="8">
      <chakra.button type="button" onClick={() => void install()} {...outlineButton}>
        {t('install.button')}
      </chakra.button>
      <Box as="p" mt="2" color="fg.muted" textStyle="sm">
        {t('install.hint')}
      </Box>
    </Box>
  )
}
