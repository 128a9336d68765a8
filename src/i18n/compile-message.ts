/**
 * Compiles ICU message text into the AST FormatJS formats, so the shipped app needs no message
 * parser (the build swaps the parser for its no-parser build). Supports what the catalogues use:
 * text with ICU quoting, `{arg}`, `{arg, number|date|time[, style]}`, `{arg, plural|selectordinal|select, ...}`
 * and `#`. Anything else throws, and the catalogue test compares every message with FormatJS's parser.
 */

type Element =
  | { type: 0; value: string }
  | { type: 1; value: string }
  | { type: 2 | 3 | 4; value: string; style: string | null }
  | { type: 5; value: string; options: Record<string, { value: Element[] }> }
  | {
      type: 6
      value: string
      options: Record<string, { value: Element[] }>
      offset: number
      pluralType: 'cardinal' | 'ordinal'
    }
  | { type: 7 }

export type CompiledMessage = Element[]

type ArgType = 'plural' | 'selectordinal' | 'select' | undefined

export function compileMessage(text: string): CompiledMessage {
  let at = 0
  const fail = (why: string): never => {
    throw new Error(`Message "${text}" at ${at}: ${why}`)
  }
  const skipSpace = () => {
    while (/\s/.test(text[at] ?? '')) at++
  }
  const word = () => {
    skipSpace()
    const start = at
    while (at < text.length && !/[\s{},]/.test(text[at]!)) at++
    if (at === start) fail('expected a name')
    return text.slice(start, at)
  }

  const message = (parent: ArgType, nested: boolean): Element[] => {
    const out: Element[] = []
    let literal = ''
    const flush = () => {
      if (literal) out.push({ type: 0, value: literal })
      literal = ''
    }
    while (at < text.length) {
      const char = text[at]!
      if (char === '}') {
        if (!nested) fail('unmatched }')
        break
      }
      if (char === '{') {
        flush()
        out.push(argument())
      } else if (char === '#' && (parent === 'plural' || parent === 'selectordinal')) {
        flush()
        out.push({ type: 7 })
        at++
      } else if (char === "'") {
        literal += quoted(parent)
      } else {
        literal += char
        at++
      }
    }
    flush()
    return out
  }

  const quoted = (parent: ArgType): string => {
    const next = text[at + 1]
    if (next === "'") {
      at += 2
      return "'"
    }
    const opens =
      next === '{' ||
      next === '}' ||
      next === '<' ||
      next === '>' ||
      (next === '#' && (parent === 'plural' || parent === 'selectordinal'))
    if (!opens) {
      at++
      return "'"
    }
    at++
    let value = ''
    while (at < text.length) {
      if (text[at] === "'") {
        if (text[at + 1] === "'") {
          value += "'"
          at += 2
          continue
        }
        at++
        return value
      }
      value += text[at]
      at++
    }
    return value
  }

  const argument = (): Element => {
    at++ // {
    const name = word()
    skipSpace()
    if (text[at] === '}') {
      at++
      return { type: 1, value: name }
    }
    if (text[at] !== ',') fail('expected , or }')
    at++
    const kind = word()
    skipSpace()
    if (kind === 'number' || kind === 'date' || kind === 'time') {
      let style: string | null = null
      if (text[at] === ',') {
        at++
        skipSpace()
        const start = at
        while (at < text.length && text[at] !== '}') at++
        style = text.slice(start, at).trim()
        if (style.startsWith('::')) fail('skeletons are not supported')
      }
      if (text[at] !== '}') fail('expected }')
      at++
      return { type: kind === 'number' ? 2 : kind === 'date' ? 3 : 4, value: name, style }
    }
    if (kind !== 'plural' && kind !== 'selectordinal' && kind !== 'select') {
      return fail(`unsupported argument type ${kind}`)
    }
    if (text[at] !== ',') fail('expected ,')
    at++
    const options: Record<string, { value: Element[] }> = {}
    for (;;) {
      skipSpace()
      if (text[at] === '}') break
      const key = word()
      if (key.startsWith('offset:')) fail('offset is not supported')
      skipSpace()
      if (text[at] !== '{') fail('expected { after a plural or select key')
      at++
      options[key] = { value: message(kind, true) }
      if (text[at] !== '}') fail('expected }')
      at++
    }
    at++
    if (!('other' in options)) fail('a plural or select needs an `other` case')
    if (kind === 'select') return { type: 5, value: name, options }
    return {
      type: 6,
      value: name,
      options,
      offset: 0,
      pluralType: kind === 'plural' ? 'cardinal' : 'ordinal',
    }
  }

  const parsed = message(undefined, false)
  if (at < text.length) fail('unexpected }')
  return parsed
}
