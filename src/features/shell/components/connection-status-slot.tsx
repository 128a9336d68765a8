import { quietPageSlot } from '../../../components/in-quiet-page'
import { useOnline } from '../../../lib/use-online'

/**
 * The connection's status: nothing to say while the page starts, so it shows once the page is
 * quiet, or at once when the app goes offline sooner.
 */
export const ConnectionStatusSlot = quietPageSlot({
  load: () => import('./connection-status').then((module) => module.ConnectionStatus),
  useNeeded: () => !useOnline(),
})
