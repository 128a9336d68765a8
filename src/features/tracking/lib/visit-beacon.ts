import { addHistoryCall } from '../../../contract/tracking'

export interface VisitRecord {
  session: string
  /** Milliseconds since 1970. */
  entry: number
  exit: number
  /** The page's path with its query. */
  url: string
  referer: string
}

/** Sends a page visit in a way that survives closing the tab: a beacon, else a keepalive request. */
export function sendVisitRecord(visit: VisitRecord): void {
  const address = `${import.meta.env.VITE_API_BASE ?? ''}${addHistoryCall.path}`
  const body = JSON.stringify({
    session: visit.session,
    history: JSON.stringify({ entry: visit.entry, exit: visit.exit, url: visit.url }),
    referer: visit.referer,
  })
  if (navigator.sendBeacon?.(address, new Blob([body], { type: 'application/json' }))) return
  const headers = { 'content-type': 'application/json' }
  // A lost visit record is not worth bothering the visitor about.
  void fetch(address, { method: 'POST', headers, body, keepalive: true }).catch(() => undefined)
}
