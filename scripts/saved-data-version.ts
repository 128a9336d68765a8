import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Every source that shapes what the browser saves (the persisted query cache), relative to the
 * project's root: a folder counts with all its files; a path that does not exist counts as empty.
 */
const savedShapeSources = [
  // The answers the queries hold, and the bodies the queued writes carry.
  'src/contract',
  // The queries' keys, and the writes each feature registers with the outbox.
  'src/features/*/api',
  // The key a read shared between features starts with.
  'src/api/shared-query-keys.ts',
  // The queued and refused writes' variables, keys and saved errors.
  'src/lib/outbox',
  // Which queries and writes are saved, and how.
  'src/lib/saved-query-cache.ts',
  // The readable pages' key and entries, noted for the offline screen.
  'src/features/shell/lib/readable-pages.ts',
  'src/features/shell/lib/remember-readable-pages.ts',
  // The locales in those keys.
  'src/i18n/locales.ts',
]

/** The paths one source names: `*` stands for each folder at that place. */
function expand(root: string, source: string): string[] {
  const [before, after] = source.split('/*/')
  if (after === undefined) return [source]
  return subfolders(join(root, before!)).map((name) => join(before!, name, after))
}

function subfolders(folder: string): string[] {
  try {
    return readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort()
  } catch {
    return []
  }
}

/** The source files under a path (itself when it is a file), in a stable order. */
function sourceFiles(root: string, path: string): string[] {
  let isFolder: boolean
  try {
    isFolder = statSync(join(root, path)).isDirectory()
  } catch {
    return []
  }
  if (!isFolder) return /\.tsx?$/.test(path) ? [path] : []
  return readdirSync(join(root, path))
    .sort()
    .flatMap((name) => sourceFiles(root, join(path, name)))
}

/**
 * The version of the data a browser keeps between visits: the package's version and a hash of
 * the code that shapes that data. A build that changes an answer, a query key or a queued write
 * starts from an empty saved cache instead of reading data of another shape.
 */
export function savedDataVersion(root = '.'): string {
  const hash = createHash('sha256')
  const files = savedShapeSources.flatMap((source) =>
    expand(root, source).flatMap((path) => sourceFiles(root, path)),
  )
  for (const file of new Set(files)) {
    hash.update(file).update(readFileSync(join(root, file)))
  }
  const packageJson = readFileSync(join(root, 'package.json'), 'utf8')
  const { version } = JSON.parse(packageJson) as { version: string }
  return `${version}-${hash.digest('hex').slice(0, 12)}`
}
