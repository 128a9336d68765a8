import { acceptUpdateMessage, isWorkerMessage } from './worker-messages'

/** A waiting new version takes over only when the page asks (the visitor accepted the update). */
export function acceptUpdateRequests(worker: ServiceWorkerGlobalScope) {
  worker.addEventListener('message', (event) => {
    if (isWorkerMessage(event.data, acceptUpdateMessage)) void worker.skipWaiting()
  })
}
