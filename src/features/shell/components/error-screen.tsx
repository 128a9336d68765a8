import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { chakra } from '@chakra-ui/react/styled-system'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect, useSyncExternalStore } from 'react'
import { useIntl } from '../../../i18n/use-intl'
import { solidButton } from '../../../theme/styles'
import { shellMessages } from '../messages'

/** A script chunk that failed to load comes back only with a fresh page. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|chunk/i.test(error.message)
  )
}

const onConnectionChange = (changed: () => void) => {
  window.addEventListener('online', changed)
  window.addEventListener('offline', changed)
  return () => {
    window.removeEventListener('online', changed)
    window.removeEventListener('offline', changed)
  }
}

/** Whether the browser says it is offline; the server renders the page of a shop that is up. */
function useOffline(): boolean {
  return useSyncExternalStore(
    onConnectionChange,
    () => !navigator.onLine,
    () => false,
  )
}

/** What a route shows when opening it failed; the visitor can try again. */
export function ErrorScreen({ error, reset }: ErrorComponentProps) {
  const { t } = useIntl(shellMessages)
  const router = useRouter()
  const offline = useOffline()
  useEffect(() => console.error(error), [error])
  const retry = () => {
    if (isChunkLoadError(error)) {
      window.location.reload()
      return
    }
    reset()
    void router.invalidate()
  }
  return (
    <Box role="alert" maxW="2xl" mx="auto" px="4" py="16" textAlign="center">
      <Heading as="h1" size="2xl">
        {t('shell.errorTitle')}
      </Heading>
      <Box as="p" mt="3" color="fg.muted">
        {offline ? t('shell.offline') : t('shell.errorText')}
      </Box>
      <chakra.button type="button" mt="6" onClick={retry} {...solidButton}>
        {t('shell.retry')}
      </chakra.button>
    </Box>
  )
}
