import { serveAppShell } from './app-shell'
import { acceptUpdateRequests } from './updates'

declare let self: ServiceWorkerGlobalScope

serveAppShell(self.__WB_MANIFEST)
acceptUpdateRequests(self)
