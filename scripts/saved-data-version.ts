import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Where the shape of the data the browser saves is decided: the answers and the query keys. */
const shapeSources = ['src/contract', ...featureApiFolders()]

function featureApiFolders(): string[] {
  return readdirSync('src/features', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join('src/features', entry.name, 'api'))
}

function sourceFiles(folder: string): string[] {
  try {
    return readdirSync(folder)
      .filter((name) => name.endsWith('.ts'))
      .sort()
      .map((name) => join(folder, name))
  } catch {
    return []
  }
}

/**
 * The version of the data a browser keeps between visits: the package's version and a hash of
 * the code that shapes that data. A build that changes an answer or a query key starts from an
 * empty saved cache instead of reading data of another shape.
 */
export function savedDataVersion(): string {
  const hash = createHash('sha256')
  for (const file of shapeSources.flatMap(sourceFiles)) {
    hash.update(file).update(readFileSync(file))
  }
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }
  return `${version}-${hash.digest('hex').slice(0, 12)}`
}
