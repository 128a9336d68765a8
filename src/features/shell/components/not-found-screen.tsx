import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { chakra } from '@chakra-ui/react/styled-system'
import { Link } from '@tanstack/react-router'
import { useIntl } from '../../../i18n/use-intl'
import { solidButton } from '../../../theme/styles'
import { shellMessages } from '../messages'

const RouterLink = chakra(Link)

/** An address the shop does not know. */
export function NotFoundScreen() {
  const { t } = useIntl(shellMessages)
  return (
    <Box maxW="2xl" mx="auto" px="4" py="16" textAlign="center">
      <Heading as="h1" size="4xl">
        {t('shell.notFoundTitle')}
      </Heading>
      <Box as="p" mt="3" color="fg.muted">
        {t('shell.notFoundText')}
      </Box>
      <RouterLink to="/" mt="6" {...solidButton}>
        {t('shell.backHome')}
      </RouterLink>
    </Box>
  )
}
