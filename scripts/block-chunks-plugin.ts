import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { blockChunksFile } from '../src/contract/media.ts'

/** Where the app registers its block types. */
const registryFile = fileURLToPath(new URL('../src/features/blocks/registry.ts', import.meta.url))

/** `type: lazyBlock(() => import('./module')...)` entries of the registry, as [type, module]. */
export function lazyBlockModules(registrySource: string): [string, string][] {
  const entry = /(\w+):\s*lazyBlock\(\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g
  return [...registrySource.matchAll(entry)].map(
    ([, type, module]) => [type, module] as [string, string],
  )
}

/** Output chunks as the plugin reads them. */
interface ChunkLike {
  type: 'chunk'
  fileName: string
  isEntry: boolean
  facadeModuleId: string | null
  imports: string[]
}

/**
 * Writes `block-chunks.json`: for each block type whose code loads on demand, the files it
 * needs (its chunk and that chunk's imports, but not the app's entry). The server lists them as
 * module preloads in a page whose first view shows such a block, so its code arrives with the
 * app instead of after it.
 */
export function blockChunksPlugin(): Plugin {
  return {
    name: 'shop-block-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const modules = lazyBlockModules(readFileSync(registryFile, 'utf8'))
      if (modules.length === 0) {
        this.error(`${registryFile} registers no lazy blocks in the form this plugin reads.`)
      }
      const chunks = Object.values(bundle).filter(
        (output): output is ChunkLike & typeof output => output.type === 'chunk',
      )
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
      const filesOf = (chunk: ChunkLike, seen = new Set<string>()): string[] => {
        if (chunk.isEntry || seen.has(chunk.fileName)) return []
        seen.add(chunk.fileName)
        const imported = chunk.imports.flatMap((file) => {
          const child = byFile.get(file)
          return child ? filesOf(child, seen) : []
        })
        return [chunk.fileName, ...imported]
      }
      const files: Record<string, string[]> = {}
      for (const [type, module] of modules) {
        const source = resolve(dirname(registryFile), module)
        const chunk = chunks.find((c) => c.facadeModuleId?.replace(/\.tsx?$/, '') === source)
        if (!chunk) this.error(`No chunk holds the ${type} block (${module}).`)
        files[type] = filesOf(chunk).map((file) => `/${file}`)
      }
      this.emitFile({
        type: 'asset',
        fileName: blockChunksFile,
        source: `${JSON.stringify(files, null, 2)}\n`,
      })
    },
  }
}
