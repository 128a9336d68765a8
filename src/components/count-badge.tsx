import { chakra } from '@chakra-ui/react/styled-system'
import { useIntl } from '../i18n/use-intl'
import type { PaletteColour } from '../theme/tokens'

/**
 * A count in the corner of a header's icon button (or, `inline`, after a link's words), in the
 * page's digits. Hidden from assistive technologies: the button's or link's name says the count.
 */
export function CountBadge({
  count,
  colour,
  inline = false,
}: {
  count: number
  /** Its background, under white text. */
  colour: PaletteColour
  inline?: boolean
}) {
  const { number } = useIntl()
  return (
    <chakra.span
      aria-hidden="true"
      data-count-badge={count}
      {...(inline
        ? { marginInlineStart: '1.5' }
        : { position: 'absolute', insetBlockStart: '1', insetInlineEnd: '1' })}
      minW="5"
      h="5"
      px="1"
      rounded="full"
      bg={colour}
      color="white"
      textStyle="xs"
      fontWeight="bold"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
    >
      {number(count)}
    </chakra.span>
  )
}
