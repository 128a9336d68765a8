import { resolve } from 'node:path'
import type { Plugin } from 'vite'

/**
 * The app's start in a few files, one per part the client entry imports one after another
 * (src/entry-client.ts): each part's file holds the modules it brings that an earlier part did
 * not, so a part evaluates in a task of its own and the start is a handful of requests, not
 * dozens. Modules only later screens use stay in their own chunks.
 */
const partName = (part: string) => `start-${part.replace(/^.*\//, '').replace(/\.tsx?$/, '')}`

export function startParts(entry: string, parts: string[]) {
  const partOf = new Map<string, string>()
  const plugin: Plugin = {
    name: 'shop:start-parts',
    apply: 'build',
    buildEnd() {
      partOf.clear()
      // The entry's own modules stay in its file (a part's file would run before the entry).
      for (const [part, name] of [[entry, ''], ...parts.map((p) => [p, partName(p)])] as const) {
        const pending = [resolve(part)]
        while (pending.length > 0) {
          const id = pending.pop()!
          // Vite's own helpers (the preload helper) go where the bundler puts them.
          if (partOf.has(id) || id.startsWith('\0')) continue
          const info = this.getModuleInfo(id)
          if (!info) continue
          partOf.set(id, name)
          pending.push(...info.importedIds)
        }
      }
    },
  }
  // A part's group goes first: what an earlier part brings is in that part's file.
  const groups = parts.map((part, index) => ({
    name: partName(part),
    test: (id: string) => partOf.get(id) === partName(part),
    priority: parts.length - index,
    // The entry's modules that a part uses stay in the entry's file.
    includeDependenciesRecursively: false,
  }))
  return { plugin, groups }
}
