/** A waiting new version takes over only when the page asks (the visitor accepted the update). */
export function acceptUpdateRequests(worker: ServiceWorkerGlobalScope) {
  worker.addEventListener('message', (event) => {
    const data: unknown = event.data
    if (
      typeof data === 'object' &&
      data !== null &&
      'type' in data &&
      data.type === 'SKIP_WAITING'
    ) {
      void worker.skipWaiting()
    }
  })
}
