import { createSystem, defineConfig, type SystemContext } from '@chakra-ui/react/styled-system'
import { headingRecipe } from './recipes'
import { persianArabicFontFace, persianArabicLanguages } from './fonts/persian-arabic-font'
import { shopBaseConfig } from './style-props'
import { breakpoints, fontSemanticTokens, textStyles, tokens } from './tokens'

/**
 * The shop's design system: the part of Chakra's base (conditions, style props) the shop uses,
 * and only its own tokens and recipes. Chakra's full default system would add ~100 KB to every page.
 */
const shopTheme = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  conditions: {
    // The root of a page in a language written in Arabic script (lang is set by src/lib/language.ts).
    persianArabicDocument: `&:is(${persianArabicLanguages.map((lang) => `html:lang(${lang})`).join(', ')})`,
  },
  globalCss: {
    '@font-face': persianArabicFontFace,
    '*': { '--global-color-border': 'colors.border' },
    html: { color: 'fg', bg: 'bg', lineHeight: '1.5', fontFamily: 'body' },
    // The reset's `margin: 0` would take away the browser's centring of a `<dialog>` (its own
    // `max-width`/`max-height` keep a margin round it on a phone).
    dialog: { margin: 'auto' },
    // While the next page loads, the one on screen stays usable, dimmed (route-loading.tsx).
    'body.loading main': { opacity: '0.6', transition: 'opacity 0.2s 0.1s' },
  },
  theme: {
    breakpoints,
    textStyles,
    tokens,
    keyframes: {
      'route-progress': { from: { transform: 'scaleX(0)' }, to: { transform: 'scaleX(0.9)' } },
    },
    semanticTokens: {
      fonts: fontSemanticTokens,
      colors: {
        bg: {
          DEFAULT: { value: '{colors.white}' },
          muted: { value: '{colors.gray.100}' },
          emphasized: { value: '{colors.gray.200}' },
        },
        fg: { DEFAULT: { value: '{colors.gray.900}' }, muted: { value: '{colors.gray.600}' } },
        border: { value: '{colors.gray.200}' },
      },
    },
    recipes: { heading: headingRecipe },
  },
})

let system: SystemContext | undefined

/** What the system is made of, merged in this order: the part of Chakra's base, then the theme. */
export function shopSystemConfigs() {
  return [shopBaseConfig(), shopTheme]
}

/**
 * The system, made on first use: making it is one of the largest pieces of the app's start, so
 * the app does it in a task of its own rather than while its code loads.
 */
export function shopSystem(): SystemContext {
  system ??= createSystem(...shopSystemConfigs())
  return system
}
