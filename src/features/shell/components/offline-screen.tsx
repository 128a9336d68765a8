import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { chakra } from '@chakra-ui/react/styled-system'
import { AppLink } from '../../../components/app-link'
import { useIntl, useLanguage } from '../../../i18n/use-intl'
import { solidButton } from '../../../theme/styles'
import { useReadablePages } from '../lib/readable-pages'
import { offlineMessages } from '../offline-messages'
import { ScreenMessage } from './screen-message'

/** A page that is not saved on this device, opened offline: what can be read instead. */
export function OfflineScreen({ onRetry }: { onRetry: () => void }) {
  const { t } = useIntl(offlineMessages)
  const pages = useReadablePages(useLanguage().locale)
  return (
    <ScreenMessage data-offline-screen="" title={t('shell.offlineTitle')} text={t('shell.offline')}>
      <Heading as="h2" size="lg" mt="8">
        {t('shell.offlinePages')}
      </Heading>
      {pages.length > 0 ? (
        <chakra.ul mt="3" listStyleType="none" ps="0" display="grid" gap="1">
          {pages.map((page) => (
            <li key={page.href}>
              <AppLink href={page.href} display="inline-block" py="2" textDecoration="underline">
                {page.title}
              </AppLink>
            </li>
          ))}
        </chakra.ul>
      ) : (
        <Box as="p" mt="3" color="fg.muted">
          {t('shell.offlineNoPages')}
        </Box>
      )}
      <chakra.button type="button" mt="8" onClick={onRetry} {...solidButton}>
        {t('common.retry')}
      </chakra.button>
    </ScreenMessage>
  )
}
