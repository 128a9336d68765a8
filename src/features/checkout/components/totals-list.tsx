import { chakra } from '@chakra-ui/react/styled-system'
import { Fragment } from 'react'

export interface TotalsRow {
  label: string
  value: string
  /** The amount to pay: in bold, and named for tests and audits by `data-total`. */
  total?: boolean
}

/** Amounts with their names, at the end of a cart or an order. */
export function TotalsList({ rows }: { rows: TotalsRow[] }) {
  return (
    <chakra.dl
      display="grid"
      gridTemplateColumns="auto auto"
      justifyContent="space-between"
      gap="2"
      mt="6"
      maxW="24rem"
      marginInlineStart="auto"
    >
      {rows.map((row) => (
        <Fragment key={row.label}>
          <chakra.dt fontWeight={row.total ? 'bold' : undefined}>{row.label}</chakra.dt>
          <chakra.dd
            textAlign="end"
            fontWeight={row.total ? 'bold' : undefined}
            data-total={row.total ? '' : undefined}
          >
            {row.value}
          </chakra.dd>
        </Fragment>
      ))}
    </chakra.dl>
  )
}
