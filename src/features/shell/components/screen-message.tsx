import { Box, type BoxProps } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import type { ReactNode } from 'react'

/** A whole-screen message: its heading, a line of text, then what the visitor can do next. */
export function ScreenMessage({
  title,
  text,
  titleSize = '2xl',
  children,
  ...box
}: BoxProps & {
  title: string
  text: string
  titleSize?: '2xl' | '4xl'
  children: ReactNode
}) {
  return (
    <Box maxW="2xl" mx="auto" px="4" py="16" {...box}>
      <Heading as="h1" size={titleSize}>
        {title}
      </Heading>
      <Box as="p" mt="3" color="fg.muted">
        {text}
      </Box>
      {children}
    </Box>
  )
}
