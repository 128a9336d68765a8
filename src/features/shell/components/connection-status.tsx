import { Box } from '@chakra-ui/react/box'
import { onlineManager, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { refreshServerReads } from '../../../api/shared-query-keys'
import { useShownReadsWaiting } from '../lib/busy-reads'
import { useSavedPageTime } from '../lib/saved-page-time'
import { useOnline } from '../../../lib/use-online'
import { footNotice } from '../../../theme/styles'
import { ConnectionNotice } from './connection-notice'

/** How long "back online" stays on the screen. */
const backOnlineShown = 4000

type Connection = 'online' | 'offline' | 'back-online'

/**
 * Says (on the screen and to screen readers, politely) when the shop goes offline (and how old
 * the page's copy is) and when it is back, and when the page shows what the device saved because the shop is busy; back online,
 * the page reads its data again.
 */
export function ConnectionStatus() {
  const router = useRouter()
  const queryClient = useQueryClient()
  // Read as it is, not only as it changes: the app may go offline before this status starts.
  const online = useOnline()
  const [backOnline, setBackOnline] = useState(false)
  const busy = useShownReadsWaiting()
  const savedAt = useSavedPageTime()

  useEffect(() => {
    let hide: ReturnType<typeof setTimeout> | undefined
    const stop = onlineManager.subscribe((online) => {
      clearTimeout(hide)
      setBackOnline(online)
      if (!online) return
      hide = setTimeout(() => setBackOnline(false), backOnlineShown)
      // Any read shown offline may be old, however recently it was saved.
      void refreshServerReads(queryClient)
      void router.invalidate()
    })
    return () => {
      stop()
      clearTimeout(hide)
    }
  }, [queryClient, router])
  const connection: Connection = !online ? 'offline' : backOnline ? 'back-online' : 'online'

  return (
    <Box
      role="status"
      aria-live="polite"
      data-connection={connection === 'online' && busy ? 'busy' : connection}
      {...footNotice}
      zIndex="20"
      pointerEvents="none"
    >
      {connection !== 'online' ? (
        <ConnectionNotice news={connection} savedAt={savedAt} />
      ) : busy ? (
        <ConnectionNotice news="busy" />
      ) : null}
    </Box>
  )
}
