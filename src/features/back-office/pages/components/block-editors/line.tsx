import type { ComponentProps } from 'react'
import { TextField } from '../../../../../components/form/text-field'
import { DraftFields } from '../../../components/draft-fields'

/** One line (or a few rows) of a block's text, named by its label. */
export function Line({
  label,
  value,
  onChange,
  problem,
  rows,
  ltr,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  problem?: string
  rows?: number
  ltr?: boolean
}) {
  return (
    <TextField
      name={label}
      label={label}
      value={value}
      onChange={onChange}
      autoComplete="off"
      problem={problem}
      rows={rows}
      ltr={ltr}
    />
  )
}

/** Lines of a part of a block (`content`, `data.slide`), each named by its label as `Line` is. */
export function Lines<Key extends string, Draft extends Record<Key, string>>(
  fields: Omit<ComponentProps<typeof DraftFields<Key, Draft>>, 'name' | 'error'>,
) {
  return <DraftFields {...fields} name={({ label }) => label} />
}
