import { useEffect } from 'react'
import { browserSession } from '../../../lib/browser-session'
import { pageQuiet } from '../../../lib/page-quiet'
import { prepareVisitRecord } from '../lib/visit-beacon'
import { visitReferer } from '../lib/visit-referer'

/**
 * Records the visit of a tracked page (home, CMS pages, products, blog posts) when the visitor
 * leaves it: on a route change, and when the tab is hidden or closed. A page shown again after
 * being hidden starts a new visit. The record is prepared once the page is quiet after the visit
 * began, so the page hides without work of its own.
 */
export function useVisitTracking(url: string): void {
  useEffect(() => {
    let visit: { entry: number; send: (exit: number) => void } | undefined
    const begin = () => {
      const entry = Date.now()
      let prepared: ((exit: number) => void) | undefined
      const prepare = () =>
        (prepared ??= prepareVisitRecord({
          session: browserSession(),
          entry,
          url,
          referer: visitReferer(),
        }))
      const begun = { entry, send: (exit: number) => prepare()(exit) }
      visit = begun
      // Prepared once the page is quiet (its start is the page's alone), or as it hides if sooner.
      void pageQuiet().then(() => visit === begun && prepare())
    }
    const leave = () => {
      if (!visit) return
      visit.send(Math.max(Date.now(), visit.entry))
      visit = undefined
    }
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leave()
      else if (!visit) begin()
    }
    begin()
    window.addEventListener('pagehide', leave)
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      window.removeEventListener('pagehide', leave)
      document.removeEventListener('visibilitychange', onVisibility)
      leave()
    }
  }, [url])
}
