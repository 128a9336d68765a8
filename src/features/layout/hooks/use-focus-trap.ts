import { useEffect, useRef, type RefObject } from 'react'

// Chakra's Drawer would do this, but it adds about 20 kB gzip to the home page's first JS (the
// menu is in every page's header), which has no room for it.

const focusable = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusable)].filter(
    (element) => !element.closest('[hidden], [inert]'),
  )
}

interface FocusTrapOptions {
  active: boolean
  onEscape: () => void
  /** Focused first instead of the first control. */
  initialFocus?: RefObject<HTMLElement | null>
  /** Focused on release; by default the element focused before. */
  returnFocus?: () => HTMLElement | null | undefined
}

/**
 * While `active`, Tab and Shift+Tab stay inside `container`, focus starts on its first control,
 * Escape calls `onEscape` (unless a control inside prevented its default), and focus goes back on
 * release.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  { active, onEscape, initialFocus, returnFocus }: FocusTrapOptions,
): void {
  const latest = useRef({ onEscape, returnFocus })
  useEffect(() => {
    latest.current = { onEscape, returnFocus }
  })

  useEffect(() => {
    const root = container.current
    if (!active || !root) return
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null
    ;(initialFocus?.current ?? focusableIn(root)[0] ?? root).focus()

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        // A control inside used it (a combobox closing its list): the dialog stays.
        if (event.defaultPrevented) return
        event.preventDefault()
        latest.current.onEscape()
        return
      }
      if (event.key !== 'Tab') return
      const items = focusableIn(root)
      const first = items[0]
      const last = items.at(-1)
      if (!first || !last) {
        event.preventDefault()
        return
      }
      const current = document.activeElement
      if (event.shiftKey && (current === first || !root.contains(current))) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (current === last || !root.contains(current))) {
        event.preventDefault()
        first.focus()
      }
    }
    // Focus that escapes (a click outside, a screen reader jump) is pulled back in.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !root.contains(event.target)) {
        ;(focusableIn(root)[0] ?? root).focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('focusin', onFocusIn)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('focusin', onFocusIn)
      ;(latest.current.returnFocus?.() ?? before)?.focus()
    }
  }, [active, container, initialFocus])
}
