import { readStored, writeStored } from './storage'

const storageKey = 'site-pass'

/** The pass `site/unlock` handed out; every call sends it while the shop is locked. */
export function readSitePass(): string | undefined {
  return readStored(storageKey) ?? undefined
}

export function storeSitePass(pass: string | undefined): void {
  writeStored(storageKey, pass ?? null)
}
