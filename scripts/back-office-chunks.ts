import type { Plugin } from 'vite'
import type { ManifestTransform } from 'workbox-build'

/** Modules only the back office (`/admin`) uses. */
const isBackOfficeModule = (id: string) =>
  /\/src\/(features\/back-office\/|routes\/admin\/|contract\/back-office-)/.test(id)

/**
 * The back office's own chunks, found as the build writes them, and a service-worker manifest
 * transform that leaves them out: staff's screens are never kept on a device.
 */
export function backOfficeChunks() {
  const files = new Set<string>()
  const plugin: Plugin = {
    name: 'shop:back-office-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && output.moduleIds.length > 0) {
          if (output.moduleIds.every(isBackOfficeModule)) files.add(output.fileName)
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
