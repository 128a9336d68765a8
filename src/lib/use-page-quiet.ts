import { useEffect, useState } from 'react'
import { pageQuiet } from './page-quiet'

/** Whether the page has been quiet since its start (see `pageQuiet`); false on the server. */
export function usePageQuiet(): boolean {
  const [quiet, setQuiet] = useState(false)
  useEffect(() => {
    let on = true
    void pageQuiet().then(() => on && setQuiet(true))
    return () => {
      on = false
    }
  }, [])
  return quiet
}
