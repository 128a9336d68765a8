import { chakra } from '@chakra-ui/react/styled-system'
import type { ReactNode } from 'react'
import { outlineButton } from '../../../theme/styles'

/**
 * A list's filter: its fields side by side on a wide screen (`columns` wide each, its button
 * after them), shown when the button is pressed.
 */
export function FilterBar({
  columns,
  button,
  onShow,
  children,
}: {
  columns: string
  button: string
  onShow: () => void
  children: ReactNode
}) {
  return (
    <chakra.form
      onSubmit={(event) => {
        event.preventDefault()
        onShow()
      }}
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: `${columns} auto` }}
      alignItems="end"
      gap="3"
      mt="4"
    >
      {children}
      <chakra.button type="submit" {...outlineButton}>
        {button}
      </chakra.button>
    </chakra.form>
  )
}
