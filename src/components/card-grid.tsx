import { chakra, type HTMLChakraProps } from '@chakra-ui/react/styled-system'

/** How many cards a row holds, by screen width. */
const layouts = {
  /** Product cards: two a row on phones, three on tablets, four from large screens. */
  products: {
    columns: {
      base: 'repeat(2, minmax(0, 1fr))',
      md: 'repeat(3, minmax(0, 1fr))',
      lg: 'repeat(4, minmax(0, 1fr))',
    },
    gap: { base: '3', md: '5' },
  },
  /** Posts, services and projects: one a row on phones, two on tablets, three from large screens. */
  posts: {
    columns: {
      base: '1fr',
      md: 'repeat(2, minmax(0, 1fr))',
      lg: 'repeat(3, minmax(0, 1fr))',
    },
    gap: { base: '4', md: '5' },
  },
  /** Lead posts: one a row at every width. */
  single: { columns: '1fr', gap: { base: '4', md: '5' } },
} as const

/** The picture width a product card of the `products` layout takes (in a 72rem page). */
export const productCardSizes =
  '(min-width: 72rem) 17rem, (min-width: 62rem) 25vw, (min-width: 48rem) 33vw, 50vw'

/** A list of cards laid out in a grid; each child is an `li`. */
export function CardGrid({
  layout,
  ...list
}: { layout: keyof typeof layouts } & HTMLChakraProps<'ul'>) {
  const { columns, gap } = layouts[layout]
  return (
    <chakra.ul
      display="grid"
      gridTemplateColumns={columns}
      gap={gap}
      mt="6"
      p="0"
      listStyleType="none"
      {...list}
    />
  )
}
