import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'

/** A route whose scripts and data take longer than this has failed (spec: 120 s). */
export const routeLoadTimeoutMs = 120_000

export class RouteLoadTimeoutError extends Error {
  override readonly name = 'RouteLoadTimeoutError'
  constructor() {
    super('The page took too long to load.')
  }
}

/**
 * Puts the `loading` class on `<body>` while a route loads its scripts and data, and turns a
 * load that never ends into the error screen.
 */
export function RouteLoading() {
  const loading = useRouterState({ select: (s) => s.isLoading || s.status === 'pending' })
  const [timedOut, setTimedOut] = useState(false)

  useEffect(() => {
    document.body.classList.toggle('loading', loading)
    if (!loading) return
    const timer = window.setTimeout(() => setTimedOut(true), routeLoadTimeoutMs)
    return () => {
      window.clearTimeout(timer)
      document.body.classList.remove('loading')
    }
  }, [loading])

  if (timedOut) throw new RouteLoadTimeoutError()
  return null
}
