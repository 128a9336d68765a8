import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

/**
 * After the visitor goes to another page, focus moves to the page's main content (without
 * scrolling), as a full page load would start there: a keyboard or screen reader user is not
 * left on the link they followed, e.g. at the bottom of the footer. The first page keeps the
 * browser's own start, and a change of search or hash on the same page keeps focus where it is.
 */
export function useFocusMainOnNavigation(mainId: string): void {
  const router = useRouter()
  useEffect(
    () =>
      router.subscribe('onRendered', (event) => {
        if (!event.fromLocation || !event.pathChanged) return
        document.getElementById(mainId)?.focus({ preventScroll: true })
      }),
    [router, mainId],
  )
}
