import type { ReactNode } from 'react'
import { defineStyles, WithStyles } from '../lib/static-styles'

export interface Fact {
  label: string
  value: ReactNode
  /** A value written left to right whatever the page's direction (a serial number). */
  ltr?: boolean
}

const list = {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: '4',
  rowGap: '1',
  textStyle: 'sm',
  m: '0',
} as const

const factStyles = defineStyles({
  list,
  /** Beside a picture, where a column is narrow. */
  narrow: { ...list, columnGap: '3' },
  row: { display: 'contents' },
  label: { color: 'fg.muted' },
  value: { m: '0', unicodeBidi: 'isolate' },
})

/** Labelled facts in two columns, each value isolated from the text direction around it. */
export function FactList({ facts, narrow = false }: { facts: Fact[]; narrow?: boolean }) {
  return (
    <WithStyles sheet={factStyles}>
      {(className) => (
        <dl className={className(narrow ? 'narrow' : 'list')}>
          {facts.map(({ label, value, ltr }) => (
            <div key={label} className={className('row')}>
              <dt className={className('label')}>{label}</dt>
              <dd className={className('value')}>
                {/* Isolated inline: left to right inside, aligned to the page's start side. */}
                {ltr ? <bdi dir="ltr">{value}</bdi> : value}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </WithStyles>
  )
}
