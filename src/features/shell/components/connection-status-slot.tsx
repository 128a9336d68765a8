import { inQuietPageOnly } from '../../../components/in-quiet-page'
import { lazyNamed } from '../../../lib/lazy-named'
import { useOnline } from '../../../lib/use-online'

// Nothing to say while the page starts: the status's code follows once the page is quiet, or
// at once on a page that starts offline.
const ConnectionStatus = lazyNamed(() => import('./connection-status'), 'ConnectionStatus')

/** The connection's status, from the moment the page is quiet or offline. */
export const ConnectionStatusSlot = inQuietPageOnly(ConnectionStatus, () => !useOnline())
