import { readdirSync } from 'node:fs'
import { join } from 'node:path'

/** Every TypeScript file below a folder, for the tests that read the app's own code. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}
