import { useSyncExternalStore } from 'react'
import { registerSW } from 'virtual:pwa-register'

let updateWaiting = false
let applyUpdate: (() => Promise<void>) | undefined
const listeners = new Set<() => void>()

/** Installs the service worker that keeps the shop usable offline. */
export function startServiceWorker() {
  if (!('serviceWorker' in navigator)) return
  const update = registerSW({
    onNeedRefresh() {
      updateWaiting = true
      for (const listener of listeners) listener()
    },
    onRegisterError(error: unknown) {
      console.error('The offline service worker could not be installed.', error)
    },
  })
  applyUpdate = () => update(true)
  // Asks the browser not to evict the offline copy under storage pressure.
  void navigator.storage?.persist?.().catch(() => false)
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
