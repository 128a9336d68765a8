import { useEffect } from 'react'
import { browserSession } from '../../../lib/browser-session'
import { prepareVisitRecord } from '../lib/visit-beacon'
import { visitReferer } from '../lib/visit-referer'

/**
 * Records the visit of a tracked page (home, CMS pages, products, blog posts) when the visitor
 * leaves it: on a route change, and when the tab is hidden or closed. A page shown again after
 * being hidden starts a new visit. The record is prepared when the visit begins, so the page
 * hides without work of its own.
 */
export function useVisitTracking(url: string): void {
  useEffect(() => {
    let visit: { entry: number; send: (exit: number) => void } | undefined
    const begin = () => {
      const entry = Date.now()
      const send = prepareVisitRecord({
        session: browserSession(),
        entry,
        url,
        referer: visitReferer(),
      })
      visit = { entry, send }
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
