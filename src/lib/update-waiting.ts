import { useSyncExternalStore } from 'react'

let updateWaiting = false
let applyUpdate: (() => Promise<void>) | undefined
const listeners = new Set<() => void>()

/** The registration (browser only) reports a waiting version and how to let it take over. */
export function reportUpdateWaiting(apply: () => Promise<void>): void {
  updateWaiting = true
  applyUpdate = apply
  for (const listener of listeners) listener()
}

/** True once a new version of the shop is installed and waits for the visitor's consent. */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => updateWaiting,
    () => false,
  )
}

/** Lets the waiting version take over; the page reloads when it controls it. */
export function installUpdate(): Promise<void> {
  return applyUpdate?.() ?? Promise.resolve()
}
