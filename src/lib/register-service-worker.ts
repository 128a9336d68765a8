import { registerSW } from 'virtual:pwa-register'
import { reportUpdateWaiting } from './update-waiting'

/** Installs the service worker that keeps the shop usable offline (the browser's entry only). */
export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return
  const update = registerSW({
    onNeedRefresh() {
      reportUpdateWaiting(() => update(true))
    },
    onRegisterError(error: unknown) {
      console.error('The offline service worker could not be installed.', error)
    },
  })
  // Asks the browser not to evict the offline copy under storage pressure.
  void navigator.storage?.persist?.().catch(() => false)
}
