import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { defineConfig, type Plugin } from 'vite'

/** The seed's media files, read beside the built server as they are beside its sources. */
const seedMediaDir = 'server/seed/media'

function seedMedia(): Plugin {
  return {
    name: 'seed-media',
    generateBundle() {
      for (const name of readdirSync(seedMediaDir)) {
        this.emitFile({
          type: 'asset',
          fileName: `media/${name}`,
          source: readFileSync(join(seedMediaDir, name)),
        })
      }
    },
  }
}

/**
 * The server's production build: `server/main.ts` and what it imports (the contract and the
 * `.tsx` mail included), compiled by the transform the tests run it through, into
 * `dist-server/server/`, which `npm start` runs with plain `node`. Packages stay in node_modules.
 */
export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
  plugins: [seedMedia()],
  build: {
    ssr: 'server/main.ts',
    outDir: 'dist-server/server',
    emptyOutDir: true,
    target: 'node20',
    // For a stack trace read against the sources: `NODE_OPTIONS=--enable-source-maps` (it costs
    // about 25 MB a process, so the shop runs without it).
    sourcemap: true,
    minify: false,
    rolldownOptions: {
      output: { entryFileNames: 'main.js', chunkFileNames: '[name]-[hash].js' },
    },
  },
})
