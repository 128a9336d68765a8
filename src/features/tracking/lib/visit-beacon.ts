export interface VisitStart {
  session: string
  /** Milliseconds since 1970. */
  entry: number
  /** The page's path with its query. */
  url: string
  referer: string
}

/**
 * The path of the contract's `addHistoryCall`, written out: reading the call's `path` would make
 * its schemas as the page hides (a unit test checks the two agree).
 */
export const visitRecordPath = '/wsd/v1/seo/add_history'

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
  const address = `${import.meta.env.VITE_API_BASE ?? ''}${visitRecordPath}`
  const body = visitRecordBody(visit)
  return (exit) => {
    const text = body(exit)
    if (navigator.sendBeacon?.(address, new Blob([text], { type: 'application/json' }))) return
    const headers = { 'content-type': 'application/json' }
    // A lost visit record is not worth bothering the visitor about.
    void fetch(address, { method: 'POST', headers, body: text, keepalive: true }).catch(
      () => undefined,
    )
  }
}
