import { Box } from '@chakra-ui/react/box'
import { chakra, type HTMLChakraProps } from '@chakra-ui/react/styled-system'
import type { ReactNode } from 'react'

export interface Fact {
  label: string
  value: ReactNode
  /** A value written left to right whatever the page's direction (a serial number). */
  ltr?: boolean
}

/** Labelled facts in two columns, each value isolated from the text direction around it. */
export function FactList({ facts, ...style }: { facts: Fact[] } & HTMLChakraProps<'dl'>) {
  return (
    <chakra.dl
      display="grid"
      gridTemplateColumns="auto 1fr"
      columnGap="4"
      rowGap="1"
      textStyle="sm"
      m="0"
      {...style}
    >
      {facts.map(({ label, value, ltr }) => (
        <Box key={label} display="contents">
          <chakra.dt color="fg.muted">{label}</chakra.dt>
          <chakra.dd m="0" unicodeBidi="isolate">
            {/* Isolated inline: left to right inside, aligned to the page's start side. */}
            {ltr ? <bdi dir="ltr">{value}</bdi> : value}
          </chakra.dd>
        </Box>
      ))}
    </chakra.dl>
  )
}
