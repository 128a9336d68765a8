import type { AnyRoute } from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'

/**
 * Marks the document hydrated (`data-hydrated`) once the page's own content runs in the
 * browser. The page sits in the router's Suspense boundary, which React hydrates after the
 * root and its frame commit: an effect of the root would come too early, while the page's
 * content is still the server's HTML without listeners. Browser tests, the audit, the early
 * taps' replay and the saved data's read-back wait for this mark.
 */
function PageHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return null
}

/** A page's part as the router holds it: its component, and how its code loads ahead. */
type PagePart<Props extends object> = ((props: Props) => ReactNode) & {
  preload?: () => Promise<void> | undefined
}

const marked = new WeakMap<object, object>()

/** The page part with the mark after it (its code still loads on its own, ahead, as before). */
export function withPageHydratedMark<Props extends object>(Part: PagePart<Props>): PagePart<Props> {
  const known = marked.get(Part) as PagePart<Props> | undefined
  if (known) return known
  const Marked = Object.assign(
    (props: Props) => (
      <>
        <Part {...props} />
        <PageHydratedMark />
      </>
    ),
    { preload: Part.preload },
  )
  marked.set(Part, Marked)
  marked.set(Marked, Marked)
  return Marked
}

/** Gives every page route's component the mark, once per route tree. */
export function markPagesHydrated(routes: readonly AnyRoute[]) {
  for (const route of routes) {
    const component = route.options.component as PagePart<object> | undefined
    if (route.isRoot || !component) continue
    route.options.component = withPageHydratedMark(component) as typeof route.options.component
  }
}
