import { useEffect } from 'react'
import { browserSession } from '../../../lib/browser-session'
import { sendVisitRecord } from '../lib/visit-beacon'
import { visitReferer } from '../lib/visit-referer'

/**
 * Records the visit of a tracked page (home, CMS pages, products, blog posts) when the visitor
 * leaves it: on a route change, and when the tab is hidden or closed. A page shown again after
 * being hidden starts a new visit.
 */
export function useVisitTracking(url: string): void {
  useEffect(() => {
    let entry: number | undefined = Date.now()
    const leave = () => {
      if (entry === undefined) return
      sendVisitRecord({
        session: browserSession(),
        entry,
        exit: Math.max(Date.now(), entry),
        url,
        referer: visitReferer(),
      })
      entry = undefined
    }
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leave()
      else if (entry === undefined) entry = Date.now()
    }
    window.addEventListener('pagehide', leave)
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      window.removeEventListener('pagehide', leave)
      document.removeEventListener('visibilitychange', onVisibility)
      leave()
    }
  }, [url])
}
