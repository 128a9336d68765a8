import { useSyncExternalStore } from 'react'

/** Chromium's offer to install the shop (not in the DOM's types). */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

let offer: BeforeInstallPromptEvent | undefined
const listeners = new Set<() => void>()

function changed(next: BeforeInstallPromptEvent | undefined) {
  offer = next
  for (const listener of listeners) listener()
}

/**
 * Keeps the browser's install offer for the menu's button instead of the browser's own banner.
 * Called when the app starts: the browser may make the offer before anything renders.
 */
export function keepInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    changed(event as BeforeInstallPromptEvent)
  })
  window.addEventListener('appinstalled', () => changed(undefined))
}

/** Shows the browser's install dialog; the offer is used up whatever the visitor answers. */
async function install(): Promise<void> {
  const current = offer
  if (!current) return
  changed(undefined)
  await current.prompt()
  await current.userChoice
}

/** How to install the shop, while the browser offers it. */
export function useInstallOffer(): (() => Promise<void>) | undefined {
  const available = useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => offer !== undefined,
    () => false,
  )
  return available ? install : undefined
}
