import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import type { ReactNode } from 'react'

/** A screen's frame: its one `<h1>` and what follows. */
export function Screen({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Box maxW="6xl" mx="auto" px={{ base: '3', md: '6' }} py={{ base: '6', md: '10' }}>
      <Heading as="h1" size="3xl">
        {title}
      </Heading>
      {children}
    </Box>
  )
}

/** A quiet line under a screen's heading. */
export function ScreenNote({ children }: { children: ReactNode }) {
  return (
    <Box as="p" mt="3" color="fg.muted">
      {children}
    </Box>
  )
}
