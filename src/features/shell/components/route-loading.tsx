import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useIntl } from '../../../i18n/use-intl'
import { defineStyles, WithStyles } from '../../../lib/static-styles'

/** A route whose scripts and data take longer than this has failed (spec: 120 s). */
export const routeLoadTimeoutMs = 120_000

/** A page that arrives sooner changes without a progress bar flashing. */
const progressDelayMs = 100

export class RouteLoadTimeoutError extends Error {
  override readonly name = 'RouteLoadTimeoutError'
  constructor() {
    super('The page took too long to load.')
  }
}

const progressStyles = defineStyles({
  // Grows quickly, then slower and slower: it never claims the page has arrived.
  bar: {
    position: 'fixed',
    insetBlockStart: '0',
    insetInline: '0',
    h: '1',
    zIndex: '30',
    bg: 'brand.500',
    transformOrigin: 'var(--progress-origin, left)',
    animation: 'route-progress 10s cubic-bezier(0.1, 0.8, 0.2, 1) forwards',
    pointerEvents: 'none',
    '[dir=rtl] &': { '--progress-origin': 'right' },
  },
})

/**
 * While a route loads its scripts and data: a progress bar at the top of the screen and the
 * `loading` class on `<body>` (the old page stays, dimmed and usable, see the theme). A load that
 * never ends turns into the error screen.
 */
export function RouteLoading() {
  const loading = useRouterState({ select: (s) => s.isLoading || s.status === 'pending' })
  const [shown, setShown] = useState(false)
  const [timedOut, setTimedOut] = useState(false)

  useEffect(() => {
    document.body.classList.toggle('loading', loading)
    if (!loading) return
    const show = window.setTimeout(() => setShown(true), progressDelayMs)
    const timer = window.setTimeout(() => setTimedOut(true), routeLoadTimeoutMs)
    return () => {
      window.clearTimeout(show)
      window.clearTimeout(timer)
      setShown(false)
      document.body.classList.remove('loading')
    }
  }, [loading])

  if (timedOut) throw new RouteLoadTimeoutError()
  return shown ? <RouteProgress /> : null
}

function RouteProgress() {
  const { t } = useIntl()
  return (
    <WithStyles sheet={progressStyles}>
      {(className) => (
        <div
          role="progressbar"
          aria-label={t('common.loading')}
          data-route-progress=""
          className={className('bar')}
        />
      )}
    </WithStyles>
  )
}
