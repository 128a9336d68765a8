import type { HTMLChakraProps } from '@chakra-ui/react/styled-system'
import { chakra } from '@chakra-ui/react/styled-system'
import type { ReactNode } from 'react'

/** A row of pictures in their order (a product's, a slide's), each with what can be done to it. */
export function PictureStrip({ children }: { children: ReactNode }) {
  return (
    <chakra.ol display="flex" flexWrap="wrap" gap="3" listStyleType="none" p="0">
      {children}
    </chakra.ol>
  )
}

/** One picture of a `PictureStrip`, named by its place, over its buttons. */
export function StripPicture({
  src,
  alt,
  height = '24',
  children,
  ...item
}: Omit<HTMLChakraProps<'li'>, 'children'> & {
  src: string
  alt: string
  /** Its height, in the theme's sizes (as wide as a `24` in every case). */
  height?: '16' | '24'
  children: ReactNode
}) {
  return (
    <chakra.li display="grid" gap="1" justifyItems="center" {...item}>
      <chakra.img
        src={src}
        alt={alt}
        width="24"
        height={height}
        objectFit="cover"
        rounded="md"
        bg="bg.muted"
      />
      {children}
    </chakra.li>
  )
}
