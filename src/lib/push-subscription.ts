import type { PushSubscriptionJson } from '../contract/push'

/**
 * Where this browser stands with notifications: it has no Web Push (`unsupported`; Safari on a
 * phone has it only in the installed app), the visitor refused them (`denied`), or may be asked
 * (`default`) or was asked and agreed (`granted`).
 */
export type PushPermission = 'unsupported' | NotificationPermission

export function pushPermission(): PushPermission {
  if (
    typeof window === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  ) {
    return 'unsupported'
  }
  return Notification.permission
}

/** How long the page waits for the shop's service worker to be installed before giving up. */
const workerWithinMs = 15_000

/** The shop's service worker registration, once it is there (it registers when the page is quiet). */
async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  const registered = await navigator.serviceWorker.getRegistration()
  if (registered?.active) return registered
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, fail) =>
      setTimeout(() => fail(new Error('The service worker is not installed.')), workerWithinMs),
    ),
  ])
}

/** This device's subscription to the shop's pushes, if it has one. */
export async function devicePushSubscription(): Promise<PushSubscriptionJson | undefined> {
  if (pushPermission() === 'unsupported') return undefined
  const registration = await navigator.serviceWorker.getRegistration()
  const subscription = await registration?.pushManager.getSubscription()
  return subscription ? (subscription.toJSON() as PushSubscriptionJson) : undefined
}

/** The browser could not subscribe (a private window cannot; its push service was not reached). */
export class BrowserPushError extends Error {}

/**
 * Asks the visitor's permission (call it only from their press), then subscribes this device with
 * the shop's public key. Undefined when they refuse; a `BrowserPushError` when the browser fails.
 */
export async function subscribeThisDevice(
  publicKey: string,
): Promise<PushSubscriptionJson | undefined> {
  if ((await Notification.requestPermission()) !== 'granted') return undefined
  try {
    const registration = await workerRegistration()
    const existing = await registration.pushManager.getSubscription()
    const subscription =
      existing ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: publicKey,
      }))
    return subscription.toJSON() as PushSubscriptionJson
  } catch (error) {
    throw new BrowserPushError(error instanceof Error ? error.message : String(error))
  }
}

/** Ends this device's subscription in the browser (the shop forgets it through its own call). */
export async function unsubscribeThisDevice(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration()
  const subscription = await registration?.pushManager.getSubscription()
  await subscription?.unsubscribe()
}
