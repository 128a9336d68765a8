/** Shared looks as plain style props (no recipes, so they cost no extra CSS machinery). */
export const focusRing = {
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
} as const

export const solidButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2',
  minH: '10',
  px: '4',
  rounded: 'md',
  bg: 'brand.700',
  color: 'white',
  fontWeight: 'medium',
  textDecoration: 'none',
  cursor: 'pointer',
  borderWidth: '0',
  _hover: { bg: 'brand.500' },
  _disabled: { opacity: 0.7, cursor: 'progress' },
  ...focusRing,
} as const

/** A square, borderless button around one icon (48 px touch target). */
export const iconButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  minW: '12',
  minH: '12',
  p: '2',
  rounded: 'md',
  bg: 'transparent',
  color: 'inherit',
  borderWidth: '0',
  cursor: 'pointer',
  _hover: { bg: 'brand.50' },
  ...focusRing,
} as const

export const textLink = {
  color: 'brand.700',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  _hover: { color: 'brand.500' },
  ...focusRing,
} as const

/** A link of a menu (the footer's, the menu overlay's): plain text that takes the brand colour. */
export const menuLink = {
  color: 'fg',
  textDecoration: 'none',
  py: '2',
  _hover: { color: 'brand.700' },
  ...focusRing,
} as const

/**
 * A section's space at its start and end: the text of every block, and the footer's menu and
 * credit, start on the same line.
 */
export const sectionInlinePadding = { base: '4', md: '6' }

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

/** A text field or select of a form. */
export const formField = {
  display: 'block',
  w: 'full',
  minH: '10',
  px: '3',
  rounded: 'md',
  borderWidth: '1px',
  borderColor: 'gray.600',
  bg: 'white',
  color: 'gray.900',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' },
} as const

/** The colour of a problem's text and of a field that has one (over 4.5:1 on white and on `problemBackground`). */
export const problemColour = '#b91c1c'
export const problemBackground = '#fef2f2'

/** A note of something that waits to be sent (over 4.5:1). */
export const waitingNote = { bg: '#fef3c7', color: '#78350f' } as const

/** What an action beside others says (added, queued, refused): on a line of its own below them. */
export const actionStatus = { order: 1, flexBasis: '100%', textStyle: 'sm' } as const

/** A notice that floats at the foot of the screen, centred: above the phones' bottom bar. */
export const footNotice = {
  position: 'fixed',
  insetInline: '3',
  insetBlockEnd: { base: '20', md: '4' },
  display: 'flex',
  justifyContent: 'center',
} as const
