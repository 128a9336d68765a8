import { Heading } from '@chakra-ui/react/heading'
import { chakra } from '@chakra-ui/react/styled-system'
import { useId, type ReactNode } from 'react'

/** A section of a screen below its first, named by its own heading (an h2). */
export function TitledSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <chakra.section aria-labelledby={headingId} mt="10">
      <Heading as="h2" size="xl" id={headingId}>
        {title}
      </Heading>
      {children}
    </chakra.section>
  )
}
