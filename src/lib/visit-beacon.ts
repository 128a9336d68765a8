import { sitePassHeader } from '../contract/site-lock'
import { addHistoryCall } from '../contract/tracking'
import { readSitePass } from './site-pass'

export interface VisitRecord {
  session: string
  /** Milliseconds since 1970. */
  entry: number
  exit: number
  /** The page's path with its query. */
  url: string
  referer: string
}

/**
 * Sends a page visit in a way that survives closing the tab: a beacon, or a keepalive request
 * when the locked shop needs its pass header (a beacon cannot carry headers).
 */
export function sendVisitRecord(visit: VisitRecord): void {
  const address = `${import.meta.env.VITE_API_BASE ?? ''}${addHistoryCall.path}`
  const body = JSON.stringify({
    session: visit.session,
    history: JSON.stringify({ entry: visit.entry, exit: visit.exit, url: visit.url }),
    referer: visit.referer,
  })
  const pass = readSitePass()
  if (!pass && navigator.sendBeacon?.(address, new Blob([body], { type: 'application/json' }))) {
    return
  }
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (pass) headers[sitePassHeader] = pass
  // A lost visit record is not worth bothering the visitor about.
  void fetch(address, { method: 'POST', headers, body, keepalive: true }).catch(() => undefined)
}
