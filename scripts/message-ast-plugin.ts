import { parse } from '@formatjs/icu-messageformat-parser'
import type { Plugin } from 'vite'

/** The modules that define messages: every feature's `messages.ts` and the shared `*-messages.ts`. */
const messageModule = /\/src\/(.+\/)?(?!define-)([a-z-]+-)?messages\.ts$/

interface Node {
  type: string
  start: number
  end: number
  [key: string]: unknown
}

/**
 * FormatJS's build-time compilation of the shop's messages: each message text in a
 * `defineMessages({ en, fa, ar })` call is replaced by the AST FormatJS's parser makes of it (what
 * `formatjs compile --ast` writes), so the app formats them without shipping the ICU parser. A
 * message that does not parse fails the build.
 */
export function messageAst(): Plugin {
  return {
    name: 'shop:message-ast',
    // After TypeScript is stripped.
    enforce: 'post',
    transform(code, id) {
      if (!messageModule.test(id)) return null
      const texts: Array<Node & { value: string }> = []
      const visit = (node: unknown, inMessages: boolean) => {
        if (!node || typeof node !== 'object') return
        if (Array.isArray(node)) return node.forEach((child) => visit(child, inMessages))
        const n = node as Node
        const call =
          n.type === 'CallExpression' &&
          (n.callee as Node).type === 'Identifier' &&
          (n.callee as { name: string }).name === 'defineMessages'
        if (inMessages && n.type === 'Property') {
          const value = n.value as Node & { value?: unknown }
          if (value.type === 'Literal' && typeof value.value === 'string') {
            texts.push(value as Node & { value: string })
          } else visit(value, true)
          return
        }
        for (const [key, child] of Object.entries(n)) {
          if (key !== 'type') visit(child, inMessages || (call && key === 'arguments'))
        }
      }
      visit(this.parse(code), false)
      if (texts.length === 0) this.error(`${id} defines no messages`)
      let out = code
      for (const text of texts.sort((a, b) => b.start - a.start)) {
        const message = text.value
        let ast
        try {
          ast = parse(message)
        } catch (error) {
          this.error(`${id}: the message "${message}" does not parse: ${String(error)}`)
        }
        out = `${out.slice(0, text.start)}${JSON.stringify(ast)}${out.slice(text.end)}`
      }
      return { code: out, map: null }
    },
  }
}
