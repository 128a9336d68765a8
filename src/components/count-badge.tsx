import { chakra } from '@chakra-ui/react/styled-system'
import { useIntl } from '../i18n/use-intl'

/**
 * A count in the corner of a header's icon button, in the page's digits. Hidden from assistive
 * technologies: the button's name says the count.
 */
export function CountBadge({ count, colour }: { count: number; colour: string }) {
  const { number } = useIntl()
  return (
    <chakra.span
      aria-hidden="true"
      position="absolute"
      insetBlockStart="1"
      insetInlineEnd="1"
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
