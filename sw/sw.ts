import { clientsClaim } from 'workbox-core'
import { serveAppShell } from './app-shell'
import { keepReadsForOffline } from './offline-reads'
import { sendHandedWrites } from './outbox-sync'
import { keepSavedCopiesFresh } from './keep-copies-fresh'
import { showPushNotices } from './push-notices'
import { acceptUpdateRequests } from './updates'

declare let self: ServiceWorkerGlobalScope

// The first version takes charge of the open page at once, so what it shows is saved for offline
// reading; a new version waits for the visitor's consent (see updates.ts).
clientsClaim()
const savedPages = serveAppShell(self.__WB_MANIFEST)
const savedReads = keepReadsForOffline(self)
keepSavedCopiesFresh(self, [savedPages, savedReads])
acceptUpdateRequests(self)
sendHandedWrites(self)
showPushNotices(self)
