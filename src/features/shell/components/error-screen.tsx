import { chakra } from '@chakra-ui/react/styled-system'
import { onlineManager } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { lazy, Suspense, useEffect } from 'react'
import { ApiCallError, clientErrorCodes } from '../../../api/client'
import { useIntl } from '../../../i18n/use-intl'
import { solidButton } from '../../../theme/styles'
import { shellMessages } from '../messages'
import { ScreenMessage } from './screen-message'

// Offline screens are rare: their code loads (from the offline copy) when one shows.
const OfflineScreen = lazy(() =>
  import('./offline-screen').then(({ OfflineScreen }) => ({ default: OfflineScreen })),
)

/** A script chunk that failed to load comes back only with a fresh page. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|chunk/i.test(error.message)
  )
}

/** The page's data could not be fetched and no copy of it is saved on this device. */
function isUnreachable(error: unknown): boolean {
  return (
    (error instanceof ApiCallError && error.code === clientErrorCodes.network) ||
    !onlineManager.isOnline()
  )
}

/** What a route shows when opening it failed; the visitor can try again. */
export function ErrorScreen({ error, reset }: ErrorComponentProps) {
  const { t } = useIntl(shellMessages)
  const router = useRouter()
  useEffect(() => console.error(error), [error])
  const retry = () => {
    if (isChunkLoadError(error)) {
      window.location.reload()
      return
    }
    reset()
    void router.invalidate()
  }
  if (isUnreachable(error)) {
    return (
      <Suspense>
        <OfflineScreen onRetry={retry} />
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
      <chakra.button type="button" mt="6" onClick={retry} {...solidButton}>
        {t('shell.retry')}
      </chakra.button>
    </ScreenMessage>
  )
}
