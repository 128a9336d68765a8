/**
 * Times, in Node, what making the shop's design system costs a page's start: each run is a fresh
 * process (cold modules, cold JIT, as in a visitor's browser), and the medians are printed.
 *
 *   npx tsx scripts/measure-design-system.ts [runs=9] [theme folder...]
 *
 * Times are the process's CPU time (user + system, ms), which another program's load on the
 * machine hardly changes. Given several theme folders (another build's `src/theme`, say), the
 * runs take turns, so all share the machine's load.
 *
 * `whole` runs time loading Chakra and the theme, `shopSystem()`, the global styles (only the
 * server and the offline shell make them) and the first use of the heading recipe and of the
 * product page's shared styles. `parts` runs take `createSystem` apart, step by step, in a process
 * of their own so each step is timed cold too.
 */
import { execFileSync } from 'node:child_process'
import { createRequire, register } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type * as stylesModule from '../src/theme/styles'
import type * as themeModule from '../src/theme/system'

type Timings = Record<string, number>

/** Vite's `?url` imports (the theme's font), answered with a path as the build would. */
const urlImports = `
export async function resolve(specifier, context, next) {
  if (specifier.endsWith('?url')) return { url: 'data:text/javascript,export default "/font.woff2"', shortCircuit: true }
  return next(specifier, context)
}`

/** A file of Chakra's build that its package does not export (the steps of `createSystem`). */
async function chakraPart<Module>(file: string): Promise<Module> {
  const chakraRoot = dirname(
    createRequire(import.meta.url).resolve('@chakra-ui/react/package.json'),
  )
  return (await import(
    pathToFileURL(join(chakraRoot, 'dist/esm/styled-system', file)).href
  )) as Module
}

/** The process's CPU time so far, ms. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

function timed<Result>(timings: Timings, name: string, run: () => Result): Result {
  const started = cpuMs()
  const result = run()
  timings[name] = cpuMs() - started
  return result
}

async function timedImport<Module>(timings: Timings, name: string, load: () => Promise<Module>) {
  const started = cpuMs()
  const loaded = await load()
  timings[name] = cpuMs() - started
  return loaded
}

/** The theme folder a run measures (its `system.ts` and `styles.ts`). */
type ThemeModule = typeof themeModule
type StylesModule = typeof stylesModule
const themeFolder = () => pathToFileURL(resolve(process.argv[3] ?? 'src/theme')).href

async function whole(): Promise<Timings> {
  const timings: Timings = {}
  await timedImport(timings, 'load Chakra', () =>
    Promise.all([import('@chakra-ui/react/styled-system'), import('@chakra-ui/react/preset-base')]),
  )
  const { shopSystem } = await timedImport(
    timings,
    'load the theme',
    () => import(`${themeFolder()}/system.ts`) as Promise<ThemeModule>,
  )
  const { solidButton, textLink, formField } = (await import(
    `${themeFolder()}/styles.ts`
  )) as StylesModule
  const system = timed(timings, 'shopSystem()', () => shopSystem())
  timed(timings, 'heading recipe, first call', () => {
    const heading = system.getRecipeFn('heading')
    for (const size of ['md', 'lg', 'xl', '3xl'] as const) system.css(heading({ size }))
  })
  timed(timings, 'shared styles, first css()', () => {
    for (const style of [solidButton, textLink, formField]) system.css(style)
  })
  timed(timings, 'global styles (server, offline shell)', () => system._global)
  return timings
}

interface ChakraConfig {
  theme?: Record<string, Record<string, unknown> | undefined>
  conditions?: Record<string, unknown>
  utilities?: Record<string, unknown>
  cssVarsPrefix?: string
}

async function parts(): Promise<Timings> {
  const timings: Timings = {}
  const { createSystem } = await import('@chakra-ui/react/styled-system')
  const { mergeConfigs } = await chakraPart<{ mergeConfigs: (...c: unknown[]) => ChakraConfig }>(
    'merge-config.js',
  )
  const { createTokenDictionary } = await chakraPart<{
    createTokenDictionary: (options: object) => unknown
  }>('token-dictionary.js')
  const { createBreakpoints } = await chakraPart<{ createBreakpoints: (b: object) => unknown }>(
    'breakpoints.js',
  )
  const { createConditions } = await chakraPart<{ createConditions: (o: object) => unknown }>(
    'conditions.js',
  )
  const { createUtility } = await chakraPart<{ createUtility: (o: object) => unknown }>(
    'utility.js',
  )
  const { shopSystemConfigs } = (await import(`${themeFolder()}/system.ts`)) as ThemeModule
  const configs = shopSystemConfigs()
  const config = timed(timings, 'merge configs', () => mergeConfigs(...configs))
  const theme = config.theme ?? {}
  const tokens = timed(timings, 'token dictionary (css vars)', () =>
    createTokenDictionary({
      breakpoints: theme.breakpoints,
      tokens: theme.tokens,
      semanticTokens: theme.semanticTokens,
      prefix: config.cssVarsPrefix,
    }),
  )
  timed(timings, 'conditions and breakpoints', () =>
    createConditions({
      conditions: config.conditions ?? {},
      breakpoints: createBreakpoints(theme.breakpoints ?? {}),
    }),
  )
  timed(timings, 'utilities (style props)', () =>
    createUtility({ config: config.utilities ?? {}, tokens }),
  )
  // The same steps again, and the rest, in createSystem: warm, so what it adds is its own work.
  timed(timings, 'createSystem after the steps (warm)', () => createSystem(...configs))
  return timings
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

async function measure(runs: number, themes: string[]) {
  const byTheme = new Map(themes.map((theme) => [theme, new Map<string, number[]>()]))
  for (let run = 0; run < runs; run++) {
    for (const [theme, byName] of byTheme) {
      for (const mode of ['--whole', '--parts']) {
        const out = execFileSync(
          process.execPath,
          [...process.execArgv, import.meta.filename, mode, theme],
          { encoding: 'utf8' },
        )
        for (const [name, ms] of Object.entries(JSON.parse(out) as Timings)) {
          byName.set(name, [...(byName.get(name) ?? []), ms])
        }
      }
    }
  }
  for (const [theme, byName] of byTheme) {
    console.log(`${theme}: median of ${String(runs)} fresh processes, CPU ms (min-max):`)
    for (const [name, values] of byName) {
      const line = `${median(values).toFixed(1)} (${Math.min(...values).toFixed(1)}-${Math.max(...values).toFixed(1)})`
      console.log(`  ${name.padEnd(40)} ${line}`)
    }
  }
}

const mode = process.argv[2]
if (mode === '--whole' || mode === '--parts') {
  register(`data:text/javascript,${encodeURIComponent(urlImports)}`)
  process.stdout.write(JSON.stringify(mode === '--whole' ? await whole() : await parts()))
} else {
  const themes = process.argv.slice(3)
  await measure(Number(process.argv[2] ?? 9), themes.length ? themes : ['src/theme'])
}
