import { addHistoryCall } from '../../../contract/tracking'

export interface VisitStart {
  session: string
  /** Milliseconds since 1970. */
  entry: number
  /** The page's path with its query. */
  url: string
  referer: string
}

let address: string | undefined
/** Where visits are sent (reading the call's path makes its schemas, so it is read once). */
const visitAddress = () =>
  (address ??= `${import.meta.env.VITE_API_BASE ?? ''}${addHistoryCall.path}`)

/** Runs `work` when the page is idle (soon, where the browser cannot tell). */
function whenIdle(work: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 5000 })
  else setTimeout(work, 0)
}

/** JSON text as it reads inside a JSON string (quotes and backslashes escaped), without quotes. */
const asJsonStringContent = (text: string) => JSON.stringify(text).slice(1, -1)

/**
 * The visit's record as the shop takes it (`history` is JSON text inside the JSON body), but for
 * its exit time: the whole body is written when the visit begins, so leaving only joins it.
 */
export function visitRecordBody(visit: VisitStart): (exit: number) => string {
  const historyHead = asJsonStringContent(`{"entry":${String(visit.entry)},"exit":`)
  const historyTail = asJsonStringContent(`,"url":${JSON.stringify(visit.url)}}`)
  const head = `{"session":${JSON.stringify(visit.session)},"history":"${historyHead}`
  const tail = `${historyTail}","referer":${JSON.stringify(visit.referer)}}`
  return (exit) => `${head}${String(Math.round(exit))}${tail}`
}

/**
 * Prepares a visit's record when it begins; the returned call sends it, with its exit time, in a
 * way that survives closing the tab (a beacon, else a keepalive request). It runs as the page
 * hides, so it only joins a string and hands it to the browser.
 */
export function prepareVisitRecord(visit: VisitStart): (exit: number) => void {
  const body = visitRecordBody(visit)
  if (address === undefined) whenIdle(visitAddress)
  return (exit) => {
    const text = body(exit)
    const address = visitAddress()
    if (navigator.sendBeacon?.(address, new Blob([text], { type: 'application/json' }))) return
    const headers = { 'content-type': 'application/json' }
    // A lost visit record is not worth bothering the visitor about.
    void fetch(address, { method: 'POST', headers, body: text, keepalive: true }).catch(
      () => undefined,
    )
  }
}
