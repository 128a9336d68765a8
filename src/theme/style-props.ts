import { defaultBaseConfig, defaultConditions } from '@chakra-ui/react/preset-base'
import type { SystemConfig } from '@chakra-ui/react/styled-system'

/**
 * Chakra's style props the shop writes, by their full name (`px` is `paddingInline`'s
 * shorthand). Chakra's base has some 240, and the system makes every one when the page starts;
 * tests/unit/theme-style-props.test.ts keeps this list to the props the code uses.
 */
export const shopStyleProps = [
  'animation',
  'aspectRatio',
  'background',
  'backgroundAttachment',
  'backgroundColor',
  'backgroundImage',
  'backgroundPosition',
  'backgroundSize',
  'border',
  'borderBlockEndWidth',
  'borderBlockStartWidth',
  'borderColor',
  'borderInlineStartWidth',
  'borderRadius',
  'borderStyle',
  'borderTop',
  'borderWidth',
  'bottom',
  'boxShadow',
  'boxSize',
  'caretColor',
  'color',
  'columnGap',
  'cursor',
  'fill',
  'filter',
  'flexBasis',
  'flexDirection',
  'fontFamily',
  'fontSize',
  'fontWeight',
  'gap',
  'height',
  'hideBelow',
  'hideFrom',
  'inset',
  'insetBlockEnd',
  'insetBlockStart',
  'insetInline',
  'insetInlineEnd',
  'insetInlineStart',
  'left',
  'letterSpacing',
  'lineClamp',
  'lineHeight',
  'margin',
  'marginBlock',
  'marginBlockEnd',
  'marginBottom',
  'marginInline',
  'marginInlineEnd',
  'marginInlineStart',
  'marginTop',
  'maxHeight',
  'maxWidth',
  'minHeight',
  'minWidth',
  'opacity',
  'outlineColor',
  'padding',
  'paddingBlock',
  'paddingBottom',
  'paddingInline',
  'paddingInlineEnd',
  'paddingInlineStart',
  'paddingTop',
  'position',
  'rowGap',
  'srOnly',
  'stroke',
  'textDecoration',
  'top',
  'transform',
  'transition',
  'width',
  'zIndex',
] as const

/** Chakra's conditions (`_hover`...) the shop writes, of its base's hundred. */
export const shopConditions = [
  'after',
  'disabled',
  'focus',
  'focusVisible',
  'focusWithin',
  'hover',
  'print',
  'selected',
] as const

function pick<Value>(all: Record<string, Value | undefined>, names: readonly string[]) {
  const picked: Record<string, Value> = {}
  for (const name of names) {
    const value = all[name]
    if (value) picked[name] = value
  }
  return picked
}

/** Chakra's base configuration cut to the style props and conditions the shop uses. */
export function shopBaseConfig(): SystemConfig {
  return {
    conditions: pick(defaultConditions, shopConditions),
    utilities: pick(defaultBaseConfig.utilities ?? {}, shopStyleProps),
  }
}
