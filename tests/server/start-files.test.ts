import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { isStaffCall } from '../../src/contract/call'
import { readStartFiles } from '../../server/pages/app-source'
import { weighStartJs } from '../../scripts/audit-initial-js'
import { contractCalls } from '../contract-calls'

/** A built app's manifest as `vite build` writes it, with a file for each chunk. */
const manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    imports: ['_preload-helper-1.js'],
    dynamicImports: ['src/start/react-runtime.ts', 'src/start/shop-start.tsx'],
    css: ['assets/index-1.css'],
  },
  '_preload-helper-1.js': { file: 'assets/preload-helper-1.js' },
  'src/start/react-runtime.ts': { file: 'assets/start-react-runtime-1.js' },
  'src/start/shop-start.tsx': {
    file: 'assets/start-shop-start-1.js',
    imports: ['_runtime-1.js'],
    dynamicImports: [
      'src/messages.ts?locale=en',
      'src/messages.ts?locale=fa',
      'src/routes/product.tsx',
    ],
  },
  '_runtime-1.js': { file: 'assets/runtime-1.js' },
  'src/messages.ts?locale=en': { file: 'assets/messages-en-1.js' },
  'src/messages.ts?locale=fa': { file: 'assets/messages-fa-1.js' },
  'src/routes/product.tsx': { file: 'assets/product-1.js' },
}

const staticDir = mkdtempSync(join(tmpdir(), 'shop-start-files-'))
mkdirSync(join(staticDir, '.vite'))
mkdirSync(join(staticDir, 'assets'))
writeFileSync(join(staticDir, '.vite/manifest.json'), JSON.stringify(manifest))
for (const chunk of Object.values(manifest)) {
  writeFileSync(join(staticDir, chunk.file), `export const file = '${chunk.file}'\n`)
}
afterAll(() => rmSync(staticDir, { recursive: true, force: true }))

describe("the build's start files", () => {
  it("are the entry's imports and the parts it imports in turn, with all they import", () => {
    expect(readStartFiles(staticDir)).toEqual({
      entry: '/assets/index-1.js',
      start: [
        '/assets/preload-helper-1.js',
        '/assets/start-react-runtime-1.js',
        '/assets/start-shop-start-1.js',
        '/assets/runtime-1.js',
      ],
      messageScripts: { en: ['/assets/messages-en-1.js'], fa: ['/assets/messages-fa-1.js'] },
      css: ['/assets/index-1.css'],
    })
  })

  it('weigh, for the JS gate, with the messages of one language and no screen of its own', () => {
    const js = weighStartJs(staticDir, 'fa')
    expect(js.files.map((file) => file.path)).toEqual([
      '/assets/index-1.js',
      '/assets/preload-helper-1.js',
      '/assets/start-react-runtime-1.js',
      '/assets/start-shop-start-1.js',
      '/assets/runtime-1.js',
      '/assets/messages-fa-1.js',
    ])
    for (const file of js.files) expect(file.gzipBytes).toBeGreaterThan(20)
    expect(js.totalGzipBytes).toBe(js.files.reduce((sum, file) => sum + file.gzipBytes, 0))
  })

  it('are none without a build', () => {
    expect(readStartFiles(join(staticDir, 'assets'))).toBeUndefined()
  })
})

describe("the built shop's start", () => {
  it('names none of the back office’s calls: what staff read loads with their screens', () => {
    const built = resolve('dist')
    if (!existsSync(join(built, '.vite/manifest.json'))) {
      throw new Error('No built app: run "npm run build" before the server tests.')
    }
    const files = readStartFiles(built)!
    const startText = [files.entry, ...files.start]
      .map((file) => readFileSync(join(built, file), 'utf8'))
      .join('\n')
    // A call's path is written as its version's prefix and the rest (`v1('admin/orders')`).
    const named = contractCalls
      .filter(isStaffCall)
      .map((call) => call.path.replace(/^\/wsd\/v\d+\//, ''))
      .filter((rest) => new RegExp(`[\`'"](/wsd/v\\d+/)?${rest}[\`'"]`).test(startText))
    expect(named).toEqual([])
    // The check can fail: the shop's own calls are there, written the same way.
    expect(startText).toMatch(/[`'"](\/wsd\/v\d+\/)?seo\/add_history[`'"]/)
  })
})
