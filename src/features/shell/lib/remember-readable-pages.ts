import type { RegisteredRouter } from '@tanstack/react-router'
import { rememberReadablePage } from './readable-pages'

/** The page's title, as the deepest route with a title set it. */
function pageTitle(matches: readonly { meta?: unknown }[]): string | undefined {
  for (const match of [...matches].reverse()) {
    const meta: unknown = match.meta
    if (!Array.isArray(meta)) continue
    for (const tag of meta as unknown[]) {
      if (tag && typeof tag === 'object' && 'title' in tag && typeof tag.title === 'string') {
        return tag.title
      }
    }
  }
  return undefined
}

/** Notes the page shown and each page that opens with its content, for the offline screen. */
export function rememberReadablePages(router: RegisteredRouter): () => void {
  const remember = () => {
    const { matches, location } = router.state
    // A page that failed or is missing is not offered; one still settling after the server's
    // render is (its data came with the page).
    const failed = matches.some((match) => match.status === 'error' || match.status === 'notFound')
    if (matches.length === 0 || failed) return
    const { queryClient, locale } = router.options.context
    rememberReadablePage(queryClient, {
      href: location.href,
      title: pageTitle(matches) ?? location.pathname,
      locale,
      seenAt: Date.now(),
    })
  }
  remember()
  // A server-rendered page has its matches once hydrated (which may end after this starts);
  // later pages once resolved.
  const stops = [router.subscribe('onRendered', remember), router.subscribe('onResolved', remember)]
  return () => {
    for (const stop of stops) stop()
  }
}
