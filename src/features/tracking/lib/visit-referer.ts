import { readStored, writeStored } from '../../../lib/storage'

const refererKey = 'referer'

/** Where the visitor came from when this visit began ('/' when unknown or from this site). */
export function visitReferer(): string {
  return readStored(refererKey) || '/'
}

/** Keeps the other site the visitor arrived from; a reload or an inner link keeps the earlier one. */
export function storeReferer(documentReferrer: string, ownOrigin: string): void {
  let external: string | undefined
  try {
    const from = new URL(documentReferrer)
    if (/^https?:$/.test(from.protocol) && from.origin !== ownOrigin) external = from.href
  } catch {
    // No referrer, or not an address.
  }
  if (external) writeStored(refererKey, external.slice(0, 2000))
  else if (!readStored(refererKey)) writeStored(refererKey, '/')
}
