import { TextField } from '../../../../../components/form/text-field'

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
