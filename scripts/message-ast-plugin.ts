import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import type { Plugin } from 'vite'
import { locales, type Locale } from '../src/contract/language-rules.ts'

/** The modules that define messages: every feature's `messages.ts` and the shared `*-messages.ts`. */
const messageModule = /\/src\/(.+\/)?(?!define-)([a-z-]+-)?messages\.ts$/
/** One locale's set of a messages module, as the browser's build imports it. */
const localeSetId = /^(.+\.ts)\?locale=([a-z]+)$/
const srcDir = fileURLToPath(new URL('../src/', import.meta.url))
const messageLoading = `${srcDir}i18n/message-loading.ts`
/** The page's entry: the parts it imports are the start, whose messages the start loads itself. */
const pageEntry = `${srcDir}entry-client.ts`

interface Node {
  type: string
  start: number
  end: number
  [key: string]: unknown
}

type ParsedSets = Record<Locale, Record<string, MessageFormatElement[]>>

function children(node: Node): Node[] {
  return Object.entries(node).flatMap(([key, value]) => {
    if (key === 'type' || !value || typeof value !== 'object') return []
    return (Array.isArray(value) ? value : [value]).filter(
      (child): child is Node => !!child && typeof child === 'object' && 'type' in child,
    )
  })
}

/** Every node of a kind, outermost first. */
function nodesOf(root: Node, matches: (node: Node) => boolean): Node[] {
  const found: Node[] = []
  const visit = (node: Node) => {
    if (matches(node)) found.push(node)
    children(node).forEach(visit)
  }
  visit(root)
  return found
}

function keyOf(property: Node): string | undefined {
  const key = property.key as Node & { name?: string; value?: unknown }
  if (property.type !== 'Property' || property.computed) return undefined
  if (key.type === 'Identifier') return key.name
  return typeof key.value === 'string' ? key.value : undefined
}

/**
 * The module's `defineMessages({ en: {...}, fa: {...}, ar: {...} })` call, each message parsed as
 * FormatJS's parser does it (what `formatjs compile --ast` writes).
 */
function readDefinition(program: Node, fail: (message: string) => never) {
  const calls = nodesOf(
    program,
    (node) =>
      node.type === 'CallExpression' &&
      (node.callee as Node & { name?: string }).name === 'defineMessages',
  )
  const [call] = calls
  if (!call || calls.length > 1) fail('defines no messages, or more than one set')
  const [argument] = call.arguments as Node[]
  const properties = argument?.type === 'ObjectExpression' ? (argument.properties as Node[]) : []
  const sets = {} as ParsedSets
  for (const locale of locales) {
    const set = properties.find((p) => keyOf(p) === locale)?.value as Node | undefined
    if (set?.type !== 'ObjectExpression') fail(`has no ${locale} messages`)
    sets[locale] = {}
    for (const property of set.properties as Node[]) {
      const id = keyOf(property)
      const value = property.value as Node & { value?: unknown }
      if (id === undefined || value.type !== 'Literal' || typeof value.value !== 'string') {
        fail(`${locale}: every message is a quoted id with a quoted text`)
      }
      try {
        sets[locale][id] = parse(value.value)
      } catch (error) {
        fail(`the message "${value.value}" does not parse: ${String(error)}`)
      }
    }
  }
  return { call, sets }
}

/**
 * FormatJS's build-time compilation of the shop's messages: each message text of a
 * `defineMessages({ en, fa, ar })` call is replaced by the AST FormatJS's parser makes of it, so
 * the app formats them without shipping the ICU parser. A message that does not parse fails the
 * build.
 *
 * The browser's build ships each locale's messages in files of their own, so a page loads only
 * its language's (`src/i18n/message-loading.ts`): a messages module becomes `messagesOnDemand`
 * with a loader per locale (`module.ts?locale=fa` holds that set), and every `import()` of the
 * app resolves once the page language's messages of what it brought are in. The server and
 * development keep every locale in the module.
 */
export function messageAst(): Plugin {
  let splitByLocale = false
  return {
    name: 'shop:message-ast',
    // After TypeScript and JSX are compiled.
    enforce: 'post',
    configResolved(config) {
      splitByLocale = config.command === 'build' && !config.build.ssr
    },
    load: {
      // Before Vite reads the file itself.
      order: 'pre',
      handler(id) {
        const [, file, locale] = localeSetId.exec(id) ?? []
        if (!file || !locale || !messageModule.test(file)) return null
        const fail = (message: string): never => this.error(`${file} ${message}`)
        const program = this.parse(readFileSync(file, 'utf8'), { lang: 'ts' }) as unknown as Node
        const { sets } = readDefinition(program, fail)
        if (!(locale in sets)) fail(`has no locale ${locale}`)
        return { code: `export default ${JSON.stringify(sets[locale as Locale])}`, map: null }
      },
    },
    transform(code, id) {
      if (messageModule.test(id)) {
        const fail = (message: string): never => this.error(`${id} ${message}`)
        const { call, sets } = readDefinition(this.parse(code) as unknown as Node, fail)
        const [before, after] = [code.slice(0, call.start), code.slice(call.end)]
        if (!splitByLocale) {
          return { code: `${before}defineMessages(${JSON.stringify(sets)})${after}`, map: null }
        }
        const loaders = locales.map((locale) => {
          const setId = JSON.stringify(`${id}?locale=${locale}`)
          return `${locale}: () => import(${setId}).then((set) => set.default)`
        })
        return {
          code: `import { messagesOnDemand } from ${JSON.stringify(messageLoading)}\n${before}messagesOnDemand({ ${loaders.join(', ')} })${after}`,
          map: null,
        }
      }
      if (!splitByLocale || !id.startsWith(srcDir) || id === pageEntry || !code.includes('import('))
        return null
      const imports = nodesOf(
        this.parse(code) as unknown as Node,
        (node) => node.type === 'ImportExpression',
      )
      if (imports.length === 0) return null
      let out = code
      // From the end, so earlier offsets still hold.
      for (const { start, end } of imports.sort((a, b) => b.start - a.start)) {
        out = `${out.slice(0, start)}withPageMessages(${out.slice(start, end)})${out.slice(end)}`
      }
      return {
        code: `import { withPageMessages } from ${JSON.stringify(messageLoading)}\n${out}`,
        map: null,
      }
    },
  }
}
