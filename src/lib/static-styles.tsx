import {
  useChakraContext,
  type SystemContext,
  type SystemStyleObject,
} from '@chakra-ui/react/styled-system'
import { ClassNames, css as serialize, type SerializedStyles } from '@emotion/react'
import type { ReactNode } from 'react'

/**
 * A style written as Chakra's style props are, or made from the design system (a recipe's styles
 * with style props over them).
 */
export type StaticStyle = SystemStyleObject | ((system: SystemContext) => SystemStyleObject[])

/**
 * Named styles, each resolved (tokens, conditions, breakpoints) and serialised once per design
 * system: an element rendered with one costs a class name, not the style work of style props.
 */
export class StyleSheet<K extends string> {
  private readonly resolved = new WeakMap<SystemContext, Map<K, SerializedStyles>>()

  constructor(private readonly styleOf: (key: K) => StaticStyle) {}

  resolve(system: SystemContext, key: K): SerializedStyles {
    let forSystem = this.resolved.get(system)
    if (!forSystem) this.resolved.set(system, (forSystem = new Map()))
    let serialized = forSystem.get(key)
    if (!serialized) {
      const style = this.styleOf(key)
      const parts = typeof style === 'function' ? style(system) : [style]
      serialized = serialize(system.css(...parts))
      forSystem.set(key, serialized)
    }
    return serialized
  }
}

export function defineStyles<K extends string>(styles: Record<K, StaticStyle>): StyleSheet<K> {
  return new StyleSheet((key) => styles[key])
}

/**
 * Styles made from a value of few forms (a block's column spans, which of a section's colour and
 * picture it has): each form is resolved once. Not for values without bound, such as colours.
 */
export function defineStyleFamily<K extends string>(style: (key: K) => StaticStyle): StyleSheet<K> {
  return new StyleSheet(style)
}

/** A recipe of the theme (`heading`) in its variants, with style props over it, as its component would resolve them. */
export function recipeStyle(
  recipe: string,
  variants: Record<string, string>,
  more: SystemStyleObject = {},
): StaticStyle {
  return (system) => [system.getRecipeFn(recipe)(variants) as SystemStyleObject, more]
}

/**
 * Hands `children` the class names of a sheet's styles. Each style enters the page's style cache
 * the first time it is used (on the server, as a `<style>` with the response's nonce).
 */
export function WithStyles<K extends string>({
  sheet,
  children,
}: {
  sheet: StyleSheet<K>
  children: (className: (key: K) => string) => ReactNode
}) {
  const system = useChakraContext()
  return <ClassNames>{({ css }) => children((key) => css(sheet.resolve(system, key)))}</ClassNames>
}
