import { savedPagesSyncInterval } from '../../sw/saved-copy-names'
import {
  refreshSavedCopiesMessage,
  savedPagesSyncTag,
  workerMessage,
} from '../../sw/worker-messages'

/** Periodic Background Sync, where the browser has it (Chromium); TypeScript's DOM types do not. */
type WithPeriodicSync = ServiceWorkerRegistration & {
  periodicSync?: {
    register: (tag: string, options: { minInterval: number }) => Promise<void>
  }
}

/** Runs `work` when the page is idle. */
function whenIdle(work: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 10_000 })
  else setTimeout(work, 1000)
}

/**
 * Keeps what the service worker saved on the device fresh (`sw/saved-copies.ts`): a start with
 * the network has the copies saved more than a day ago read again, a few at a time, once the page
 * is idle; an installed shop the browser grants Periodic Background Sync has the pages read lately
 * refreshed in the background too, with no page open.
 */
export async function keepSavedCopiesFresh(): Promise<void> {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker
  if (!container) return
  const registration = (await container.ready) as WithPeriodicSync
  if (navigator.onLine) {
    whenIdle(() => registration.active?.postMessage(workerMessage(refreshSavedCopiesMessage)))
  }
  if (!registration.periodicSync) return
  // Granted to an installed shop only, as the browser judges it.
  const permission = await navigator.permissions
    ?.query({ name: 'periodic-background-sync' as PermissionName })
    .catch(() => undefined)
  if (permission?.state !== 'granted') return
  await registration.periodicSync
    .register(savedPagesSyncTag, { minInterval: savedPagesSyncInterval })
    .catch(() => undefined)
}
