import {
  defineSemanticTokens,
  defineTextStyles,
  defineTokens,
} from '@chakra-ui/react/styled-system'
import { persianArabicFamily, systemFontStack } from './fonts/persian-arabic-font'

/** Chakra's 4-px spacing steps (`4` = 1rem). */
const spacingSteps = [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10, 12, 16, 20, 24, 32, 40, 48, 64]
const spacingScale = Object.fromEntries(
  spacingSteps.map((step) => [String(step), { value: `${step / 4}rem` }]),
)

const typeScale = {
  xs: ['0.75rem', '1rem'],
  sm: ['0.875rem', '1.25rem'],
  md: ['1rem', '1.5rem'],
  lg: ['1.125rem', '1.75rem'],
  xl: ['1.25rem', '1.875rem'],
  '2xl': ['1.5rem', '2rem'],
  '3xl': ['1.875rem', '2.375rem'],
  '4xl': ['2.25rem', '2.75rem'],
} as const

export const breakpoints = { sm: '480px', md: '768px', lg: '1024px', xl: '1280px' }

export const textStyles = defineTextStyles(
  Object.fromEntries(
    Object.entries(typeScale).map(([name, [fontSize, lineHeight]]) => [
      name,
      { value: { fontSize, lineHeight } },
    ]),
  ),
)

export const tokens = defineTokens({
  fonts: {
    system: { value: systemFontStack },
    persianArabic: { value: `${persianArabicFamily}, ${systemFontStack}` },
    /** Account numbers and codes: every character the same width, in every language. */
    mono: { value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace' },
  },
  fontSizes: Object.fromEntries(
    Object.entries(typeScale).map(([name, [fontSize]]) => [name, { value: fontSize }]),
  ),
  fontWeights: {
    normal: { value: '400' },
    medium: { value: '500' },
    semibold: { value: '600' },
    bold: { value: '700' },
  },
  spacing: spacingScale,
  sizes: {
    ...spacingScale,
    full: { value: '100%' },
    sm: { value: '24rem' },
    md: { value: '28rem' },
    lg: { value: '32rem' },
    xl: { value: '36rem' },
    '2xl': { value: '42rem' },
    '3xl': { value: '48rem' },
    '4xl': { value: '56rem' },
    '5xl': { value: '64rem' },
    '6xl': { value: '72rem' },
  },
  radii: {
    none: { value: '0' },
    sm: { value: '0.25rem' },
    md: { value: '0.375rem' },
    lg: { value: '0.5rem' },
    xl: { value: '0.75rem' },
    full: { value: '9999px' },
  },
  colors: {
    white: { value: '#ffffff' },
    gray: {
      50: { value: '#fafafa' },
      100: { value: '#f4f4f5' },
      200: { value: '#e4e4e7' },
      600: { value: '#52525b' },
      800: { value: '#27272a' },
      900: { value: '#18181b' },
    },
    // Status notes and counts: white text on a 700 passes WCAG AA, and so does an 800 on a 50.
    green: {
      700: { value: '#116932' },
      800: { value: '#166534' },
    },
    red: {
      50: { value: '#fef2f2' },
      700: { value: '#b91c1c' },
      800: { value: '#991b1b' },
    },
    amber: {
      700: { value: '#b45309' },
    },
    brand: {
      50: { value: '#e8f4f6' },
      500: { value: '#0f5c6e' },
      700: { value: '#0a4350' },
    },
  },
})

/**
 * Text and headings use the system's fonts, and Vazirmatn on Persian and Arabic pages
 * (`persianArabicDocument` is `<html lang="fa|ar">`, see system.ts).
 */
export const fontSemanticTokens = defineSemanticTokens.fonts({
  body: { value: { base: '{fonts.system}', _persianArabicDocument: '{fonts.persianArabic}' } },
  heading: { value: { base: '{fonts.system}', _persianArabicDocument: '{fonts.persianArabic}' } },
})

type ColourNames<Scale> = {
  [Name in keyof Scale & (string | number)]: Scale[Name] extends { value: unknown }
    ? `${Name}`
    : `${Name}.${ColourNames<Scale[Name]>}`
}[keyof Scale & (string | number)]

/** A colour of the shop's palette by its token name (`red.700`): one that makes a colour. */
export type PaletteColour = ColourNames<typeof tokens.colors>
