import { chakra, type HTMLChakraProps } from '@chakra-ui/react/styled-system'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { textLink } from '../theme/styles'

/** A text link to a product's page (by its `unique`). */
export function ProductLink({
  unique,
  children,
  ...look
}: { unique: string; children: ReactNode } & Omit<HTMLChakraProps<'a'>, 'children'>) {
  return (
    <chakra.a asChild {...look} {...textLink}>
      <Link to="/product/single/$unique" params={{ unique }}>
        {children}
      </Link>
    </chakra.a>
  )
}
