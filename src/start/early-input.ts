/** Controls whose press the app handles: pressed before it runs, they are kept and replayed. */
const appControls = 'button, [role="button"], input[type="submit"], input[type="button"]'

/** Fields whose value the app keeps in its state: typed before it runs, the value is put back. */
type ValueField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/** Sets a field's value as the browser does when the visitor types, so the app hears the change. */
function typeInto(field: ValueField, value: string) {
  // The prototype's setter: React's own, on the element, would take the value as already known.
  const prototype = Object.getPrototypeOf(field) as object
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value)
  field.dispatchEvent(new Event('input', { bubbles: true }))
  if (field instanceof HTMLSelectElement)
    field.dispatchEvent(new Event('change', { bubbles: true }))
}

function isValueField(target: EventTarget | null): target is ValueField {
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(target.type)
}

export interface EarlyInput {
  /**
   * Stops keeping input, puts back what was typed, then presses again, in order, what was
   * pressed (still in the page). Until then a press is held also while the page hydrates: one
   * that reached a part React had not hydrated yet could be lost.
   */
  replay: () => void
}

/**
 * Keeps what a visitor does before the app's code has run: the page is on screen from the
 * server's HTML, but its buttons do nothing until the app hydrates, and hydrating sets its fields
 * back to the values the app holds. Links and forms work as they are (the browser opens or sends
 * them); a button's press is held, and what was typed into a field is noted until the app has
 * hydrated: then the typing is put back and the presses replayed, so nothing is lost.
 */
export function keepEarlyInput(page: Document): EarlyInput {
  const pressed: HTMLElement[] = []
  const typed = new Map<ValueField, string>()
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null
    const control = target?.closest<HTMLElement>(appControls)
    // A link inside or around a control still opens as a link.
    if (!control || target?.closest('a[href]')) return
    event.preventDefault()
    event.stopImmediatePropagation()
    pressed.push(control)
  }
  // Noted until the replay: typing goes on while the app hydrates.
  const note = (event: Event) => {
    if (event.isTrusted && isValueField(event.target)) typed.set(event.target, event.target.value)
  }
  page.addEventListener('click', hold, { capture: true })
  page.addEventListener('input', note, { capture: true })
  page.addEventListener('change', note, { capture: true })
  return {
    replay: () => {
      page.removeEventListener('click', hold, { capture: true })
      page.removeEventListener('input', note, { capture: true })
      page.removeEventListener('change', note, { capture: true })
      for (const [field, value] of typed) if (field.isConnected) typeInto(field, value)
      typed.clear()
      for (const control of pressed.splice(0)) if (control.isConnected) control.click()
    },
  }
}
