import { inBrowserOnly } from '../../../components/in-browser'
import { lazyNamed } from '../../../lib/lazy-named'

// Nothing to say while the page loads: the status's code follows once the app runs.
const ConnectionStatus = lazyNamed(() => import('./connection-status'), 'ConnectionStatus')

/** The connection's status, from the moment the app runs in the browser. */
export const ConnectionStatusSlot = inBrowserOnly(ConnectionStatus)
