import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { useLanguage } from '../i18n/use-intl'
import { defineStyles, WithStyles } from '../lib/static-styles'
import { focusRing } from '../theme/styles'

export interface Tab {
  id: string
  label: ReactNode
  /** Rendered while the tab is chosen (a tab's data loads when it is first shown). */
  panel: () => ReactNode
}

const tab = {
  px: '4',
  minH: '12',
  whiteSpace: 'nowrap',
  bg: 'transparent',
  fontWeight: 'normal',
  color: 'fg.muted',
  borderBlockEndWidth: '3px',
  borderColor: 'transparent',
  cursor: 'pointer',
  ...focusRing,
} as const

/** Resolved once per design system: tabs cost class names, not style work, as they hydrate. */
const tabStyles = defineStyles({
  tabs: { mt: '10' },
  list: {
    display: 'flex',
    gap: '1',
    overflowX: 'auto',
    borderBlockEndWidth: '1px',
    borderColor: 'border',
  },
  tab,
  chosenTab: { ...tab, fontWeight: 'bold', color: 'brand.700', borderColor: 'brand.700' },
  panel: { pt: '6', ...focusRing },
})

/**
 * Tabs as the WAI-ARIA tabs pattern: arrow keys move along the tabs (following the text's
 * direction), Home and End go to the ends, and the chosen tab's panel shows below.
 */
export function Tabs({
  tabs,
  label,
  ...choice
}: {
  tabs: Tab[]
  label: string
  /** The tab shown, when the tabs' owner leads it (an address that names it). */
  chosen?: string
  onChoose?: (id: string) => void
}) {
  const [ownChoice, setOwnChoice] = useState(tabs[0]?.id)
  const chosen = choice.chosen ?? ownChoice
  const setChosen = choice.onChoose ?? setOwnChoice
  const { dir } = useLanguage()
  const ids = useId()
  const list = useRef<HTMLDivElement>(null)
  const choose = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length]
    if (!tab) return
    setChosen(tab.id)
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(`${ids}-${tab.id}`)}`)?.focus()
  }
  const onKey = (event: KeyboardEvent) => {
    const at = tabs.findIndex((tab) => tab.id === chosen)
    const along = dir === 'rtl' ? -1 : 1
    if (event.key === 'ArrowRight') choose(at + along)
    else if (event.key === 'ArrowLeft') choose(at - along)
    else if (event.key === 'Home') choose(0)
    else if (event.key === 'End') choose(tabs.length - 1)
    else return
    event.preventDefault()
  }
  const shown = tabs.find((tab) => tab.id === chosen)
  return (
    <WithStyles sheet={tabStyles}>
      {(className) => (
        <div className={className('tabs')}>
          <div
            ref={list}
            role="tablist"
            aria-label={label}
            onKeyDown={onKey}
            className={className('list')}
          >
            {tabs.map((tab) => (
              <button
                key={tab.id}
                type="button"
                role="tab"
                id={`${ids}-${tab.id}`}
                aria-selected={tab.id === chosen}
                aria-controls={`${ids}-${tab.id}-panel`}
                tabIndex={tab.id === chosen ? 0 : -1}
                onClick={() => setChosen(tab.id)}
                className={className(tab.id === chosen ? 'chosenTab' : 'tab')}
              >
                {tab.label}
              </button>
            ))}
          </div>
          {shown && (
            <div
              role="tabpanel"
              id={`${ids}-${shown.id}-panel`}
              aria-labelledby={`${ids}-${shown.id}`}
              tabIndex={0}
              className={className('panel')}
            >
              {shown.panel()}
            </div>
          )}
        </div>
      )}
    </WithStyles>
  )
}
