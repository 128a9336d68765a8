import type { PushNotice } from '../src/contract/push'

/** The shop's icon beside a notice (the manifest's). */
const noticeIcon = '/icons/icon-192.png'

/** A push's notice, when it reads as one the shop sends; pushes are the shop's own, but checked. */
function noticeOf(data: PushMessageData | null): PushNotice | undefined {
  let value: unknown
  try {
    value = data?.json()
  } catch {
    return undefined
  }
  if (typeof value !== 'object' || value === null) return undefined
  const notice = value as Partial<PushNotice>
  const texts = [notice.title, notice.body, notice.url, notice.tag, notice.lang]
  if (!texts.every((text) => typeof text === 'string')) return undefined
  return notice as PushNotice
}

/** An address of the shop's own from a notice (another site's never opens). */
function shopAddress(worker: ServiceWorkerGlobalScope, url: unknown): string {
  const origin = worker.location.origin
  if (typeof url !== 'string') return `${origin}/`
  const address = new URL(url, origin)
  return address.origin === origin ? address.href : `${origin}/`
}

/** The app's badge: what waits for a staff member, where the browser has the Badging API. */
async function showBadge(worker: ServiceWorkerGlobalScope, badge: number | undefined) {
  if (typeof badge !== 'number' || !('setAppBadge' in worker.navigator)) return
  await (badge > 0 ? worker.navigator.setAppBadge(badge) : worker.navigator.clearAppBadge())
}

/**
 * The shop's pushes: each shown as a notification in its own language and direction (the app's
 * badge set for staff), and a tap opens the address it names in the installed app, focusing a
 * window of the shop already open. Offline, the page opens as every page does: from its kept
 * copy, or the app's shell with the saved reads.
 */
export function showPushNotices(worker: ServiceWorkerGlobalScope) {
  worker.addEventListener('push', (event) => {
    const notice = noticeOf(event.data)
    if (!notice) return
    event.waitUntil(
      Promise.all([
        worker.registration.showNotification(notice.title, {
          body: notice.body,
          tag: notice.tag,
          lang: notice.lang,
          dir: notice.dir === 'rtl' ? 'rtl' : 'ltr',
          icon: noticeIcon,
          data: { url: notice.url },
        }),
        showBadge(worker, notice.badge).catch(() => undefined),
      ]),
    )
  })

  worker.addEventListener('notificationclick', (event) => {
    event.notification.close()
    const data = event.notification.data as { url?: unknown } | null
    const address = shopAddress(worker, data?.url)
    event.waitUntil(
      (async () => {
        const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true })
        const open = windows.find((client) => new URL(client.url).origin === worker.location.origin)
        // A window the worker does not control cannot be sent elsewhere: a new one opens.
        const moved = await open?.navigate(address).catch(() => null)
        if (moved) await moved.focus().catch(() => undefined)
        else await worker.clients.openWindow(address)
      })(),
    )
  })
}
