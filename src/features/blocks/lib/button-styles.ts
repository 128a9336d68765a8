import { focusRing, solidButton } from '../../../theme/styles'

/** A secondary action beside a solid one. */
export const outlineButton = {
  ...solidButton,
  bg: 'transparent',
  color: 'brand.700',
  borderWidth: '1px',
  borderColor: 'brand.700',
  _hover: { bg: 'brand.50' },
} as const

/** A small bordered button that takes the colour of the text around it. */
export const quietButton = {
  px: '3',
  py: '1',
  borderWidth: '1px',
  borderColor: 'currentColor',
  rounded: 'md',
  cursor: 'pointer',
  bg: 'transparent',
  color: 'inherit',
  _disabled: { opacity: 0.6, cursor: 'progress' },
  ...focusRing,
} as const
