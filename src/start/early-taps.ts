/** Controls whose press the app handles: pressed before it runs, they are kept and replayed. */
const appControls = 'button, [role="button"], input[type="submit"], input[type="button"]'

export interface EarlyTaps {
  /** Stops keeping presses (the app is about to hydrate and hears them itself). */
  release: () => void
  /** Presses again, in order, what was pressed before the app ran (still in the page). */
  replay: () => void
}

/**
 * Keeps the presses a visitor makes before the app's code has run: the page is on screen from
 * the server's HTML, but its buttons do nothing until the app hydrates. Links and forms work as
 * they are (the browser opens or sends them); a button's press is held, then replayed once the
 * app has hydrated, so no tap is lost.
 */
export function keepEarlyTaps(page: Document): EarlyTaps {
  const pressed: HTMLElement[] = []
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null
    const control = target?.closest<HTMLElement>(appControls)
    // A link inside or around a control still opens as a link.
    if (!control || target?.closest('a[href]')) return
    event.preventDefault()
    event.stopImmediatePropagation()
    pressed.push(control)
  }
  page.addEventListener('click', hold, { capture: true })
  return {
    release: () => page.removeEventListener('click', hold, { capture: true }),
    replay: () => {
      for (const control of pressed.splice(0)) if (control.isConnected) control.click()
    },
  }
}
