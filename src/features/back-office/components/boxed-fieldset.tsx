import type { HTMLChakraProps } from '@chakra-ui/react/styled-system'
import { chakra } from '@chakra-ui/react/styled-system'
import type { ReactNode } from 'react'

/** A group of an editor's fields in a box, named by its legend (a menu's item, a page's block). */
export function BoxedFieldset({
  legend,
  children,
  ...box
}: Omit<HTMLChakraProps<'fieldset'>, 'children'> & { legend: ReactNode; children: ReactNode }) {
  return (
    <chakra.fieldset
      minW="0"
      borderWidth="1px"
      borderColor="border"
      rounded="lg"
      p="4"
      display="grid"
      gap="3"
      {...box}
    >
      <chakra.legend px="1" fontWeight="semibold">
        {legend}
      </chakra.legend>
      {children}
    </chakra.fieldset>
  )
}
