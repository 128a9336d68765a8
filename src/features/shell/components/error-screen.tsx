import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { onlineManager } from '@tanstack/react-query'
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { Suspense, useCallback, useEffect } from 'react'
import { isNetworkFailure, meaningOfFailure } from '../../../api/client'
import { useIntl } from '../../../i18n/use-intl'
import { outlineButton, solidButton } from '../../../theme/styles'
import { shellMessages } from '../messages'
import { ScreenMessage } from './screen-message'
import { lazyNamed } from '../../../lib/lazy-named'

// Offline and busy screens are rare: their code loads (from the offline copy) when one shows.
const OfflineScreen = lazyNamed(() => import('./offline-screen'), 'OfflineScreen')
const BusyScreen = lazyNamed(() => import('./busy-screen'), 'BusyScreen')

const RouterLink = chakra(Link)

/** A script chunk that failed to load comes back only with a fresh page. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|chunk/i.test(error.message)
  )
}

/** The page's data could not be fetched and no copy of it is saved on this device. */
function isUnreachable(error: unknown): boolean {
  return isNetworkFailure(error) || !onlineManager.isOnline()
}

/**
 * What a route shows when opening it failed, in the page's language: offline, the pages this
 * device saved; a busy shop, a wait that ends by itself; anything else, what to do next.
 */
export function ErrorScreen({ error, reset }: ErrorComponentProps) {
  const { t } = useIntl(shellMessages)
  const router = useRouter()
  useEffect(() => console.error(error), [error])
  const retry = useCallback(() => {
    if (isChunkLoadError(error)) {
      window.location.reload()
      return
    }
    reset()
    void router.invalidate()
  }, [error, reset, router])
  if (isUnreachable(error)) {
    return (
      <Suspense>
        <OfflineScreen onRetry={retry} />
      </Suspense>
    )
  }
  if (meaningOfFailure(error)?.kind === 'try-later') {
    return (
      <Suspense>
        <BusyScreen error={error} onAnswered={retry} />
      </Suspense>
    )
  }
  return (
    <ScreenMessage
      role="alert"
      textAlign="center"
      title={t('shell.errorTitle')}
      text={t('shell.errorText')}
    >
      <Box display="flex" flexWrap="wrap" justifyContent="center" gap="3" mt="6">
        <chakra.button type="button" onClick={retry} {...solidButton}>
          {t('shell.retry')}
        </chakra.button>
        <RouterLink to="/" {...outlineButton}>
          {t('shell.backHome')}
        </RouterLink>
      </Box>
    </ScreenMessage>
  )
}
