import type { Plugin } from 'vite'
import type { ManifestTransform } from 'workbox-build'

/** Modules only the back office (`/admin`) uses. */
const isBackOfficeModule = (id: string) =>
  /\/src\/(features\/back-office\/|routes\/admin\/|contract\/back-office-)/.test(id)

/**
 * The back office's own chunks, found as the build writes them: those of its modules only, and
 * those (a library only it uses, such as its text editor) that no other chunk loads. A
 * service-worker manifest transform leaves them out: staff's screens are never kept on a device.
 */
export function backOfficeChunks() {
  const files = new Set<string>()
  const plugin: Plugin = {
    name: 'shop:back-office-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk')
      for (const chunk of chunks) {
        if (chunk.moduleIds.length > 0 && chunk.moduleIds.every(isBackOfficeModule))
          files.add(chunk.fileName)
      }
      // A chunk only back-office chunks load is the back office's too, until none is left.
      const loaders = (fileName: string) =>
        chunks.filter(
          (chunk) => chunk.imports.includes(fileName) || chunk.dynamicImports.includes(fileName),
        )
      let found = true
      while (found) {
        found = false
        for (const chunk of chunks) {
          if (files.has(chunk.fileName) || chunk.isEntry) continue
          const by = loaders(chunk.fileName)
          if (by.length > 0 && by.every((loader) => files.has(loader.fileName))) {
            files.add(chunk.fileName)
            found = true
          }
        }
      }
    },
  }
  const leaveOut: ManifestTransform = async (entries) => ({
    manifest: entries.filter((entry) => !files.has(entry.url.replace(/^\//, ''))),
    warnings: [],
  })
  return { plugin, leaveOut, files }
}
