import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

/** The shop's own ESLint configuration (eslint.config.js), run over a text as if it were a file. */
const eslint = new ESLint()

// Loading the configuration and its plugins is the slow part: once, before the first rule's test.
beforeAll(async () => {
  await eslint.calculateConfigForFile('src/lib/outbox.ts')
}, 60_000)

async function problems(filePath: string, code = 'export const shown = true\n') {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }))
}

const rulesOf = async (filePath: string, code?: string) =>
  (await problems(filePath, code)).map(({ ruleId }) => ruleId)

describe('the file-name rule', () => {
  it.each([
    'src/lib/outbox.ts',
    'src/features/blog/components/blog-search-form.tsx',
    'server/routes/reviews/routes.ts',
    'sw/api-cache-key.ts',
    'scripts/saved-data-version.ts',
    'tests/unit/lint-rules.test.ts',
    'src/routes/__root.tsx',
    'src/routes/product/single.$unique.tsx',
    'src/routes/blog/cat.$unique.tsx',
    'src/routes/account/-components/login-panel.tsx',
  ])('takes %s', async (path) => {
    expect(await rulesOf(path)).not.toContain('shop/kebab-case-file-names')
  })

  it.each([
    ['src/lib/useOutbox.ts', 'useOutbox.ts'],
    ['src/components/Search_Form.tsx', 'Search_Form.tsx'],
    ['src/featureParts/blog/a.ts', 'featureParts'],
    ['server/routes/reviewRoutes.ts', 'reviewRoutes.ts'],
    ['sw/apiCacheKey.ts', 'apiCacheKey.ts'],
    ['scripts/savedDataVersion.ts', 'savedDataVersion.ts'],
    ['tests/unit/lintRules.test.ts', 'lintRules.test.ts'],
    ['src/routes/product/Single.$unique.tsx', 'Single.$unique.tsx'],
    ['src/lib/single.$unique.ts', 'single.$unique.ts'],
  ])('names %s as not kebab-case', async (path, name) => {
    expect(await problems(path)).toContainEqual({
      ruleId: 'shop/kebab-case-file-names',
      message: `"${name}" is not kebab-case (lowercase words joined by hyphens).`,
    })
  })
})

describe('the service worker’s imports', () => {
  it('takes Workbox and its own modules', async () => {
    const code = [
      "import { registerRoute } from 'workbox-routing'",
      "import type { RouteHandlerCallbackOptions } from 'workbox-core/types'",
      "import { apiCacheKey } from './api-cache-key'",
      'export const parts = [registerRoute, apiCacheKey] as const',
      'export type Options = RouteHandlerCallbackOptions',
      '',
    ].join('\n')
    expect(await rulesOf('sw/offline-reads.ts', code)).toEqual([])
  })

  it.each([
    'react',
    '@tanstack/query-core',
    '@chakra-ui/react/box',
    '../src/features/outbox/messages',
    '../src/components/screen',
    '../src/lib/outbox',
  ])('refuses %s', async (module) => {
    const code = `import { part } from '${module}'\nexport const parts = [part]\n`
    expect(await rulesOf('sw/offline-reads.ts', code)).toContain('no-restricted-imports')
  })
})

describe('import cycles', () => {
  it('are refused in the app, the server and the service worker', async () => {
    // The outbox imports the connection's module: the connection importing the outbox closes a cycle.
    const code =
      "import { outboxScope } from './outbox/outbox-queue'\nexport const scope = outboxScope\n"
    expect(await rulesOf('src/lib/connection.ts', code)).toContain('import-x/no-cycle')
  })
})
