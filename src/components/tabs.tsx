import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { useLanguage } from '../i18n/use-intl'
import { focusRing } from '../theme/styles'

export interface Tab {
  id: string
  label: ReactNode
  /** Rendered while the tab is chosen (a tab's data loads when it is first shown). */
  panel: () => ReactNode
}

/**
 * Tabs as the WAI-ARIA tabs pattern: arrow keys move along the tabs (following the text's
 * direction), Home and End go to the ends, and the chosen tab's panel shows below.
 */
export function Tabs({ tabs, label }: { tabs: Tab[]; label: string }) {
  const [chosen, setChosen] = useState(tabs[0]?.id)
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
    <Box mt="10">
      <Box
        ref={list}
        role="tablist"
        aria-label={label}
        onKeyDown={onKey}
        display="flex"
        gap="1"
        overflowX="auto"
        borderBlockEndWidth="1px"
        borderColor="border"
      >
        {tabs.map((tab) => (
          <chakra.button
            key={tab.id}
            type="button"
            role="tab"
            id={`${ids}-${tab.id}`}
            aria-selected={tab.id === chosen}
            aria-controls={`${ids}-${tab.id}-panel`}
            tabIndex={tab.id === chosen ? 0 : -1}
            onClick={() => setChosen(tab.id)}
            px="4"
            minH="12"
            whiteSpace="nowrap"
            bg="transparent"
            fontWeight={tab.id === chosen ? 'bold' : 'normal'}
            color={tab.id === chosen ? 'brand.700' : 'fg.muted'}
            borderBlockEndWidth="3px"
            borderColor={tab.id === chosen ? 'brand.700' : 'transparent'}
            cursor="pointer"
            {...focusRing}
          >
            {tab.label}
          </chakra.button>
        ))}
      </Box>
      {shown && (
        <Box
          role="tabpanel"
          id={`${ids}-${shown.id}-panel`}
          aria-labelledby={`${ids}-${shown.id}`}
          tabIndex={0}
          pt="6"
          {...focusRing}
        >
          {shown.panel()}
        </Box>
      )}
    </Box>
  )
}
