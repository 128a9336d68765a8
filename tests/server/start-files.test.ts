import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readStartFiles } from '../../server/pages/app-source'
import { weighStartJs } from '../../scripts/audit-initial-js'

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
