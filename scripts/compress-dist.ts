/**
 * Writes brotli (`.br`) and gzip (`.gz`) copies next to the built text files, so the server
 * sends them precompressed at the strongest level instead of compressing on every request.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { extname, join, relative, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const compressible = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
])
/** Below this size the compressed copy saves less than the headers it costs. */
const minimumBytes = 256

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

async function* filesUnder(folder: string): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) yield* filesUnder(path)
    else if (entry.isFile()) yield path
  }
}

async function compressFile(path: string): Promise<{ raw: number; br: number; gz: number }> {
  const content = await readFile(path)
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ])
  // A copy that is not smaller is left out; the server then sends the file itself.
  if (br.length < content.length) await writeFile(`${path}.br`, br)
  if (gz.length < content.length) await writeFile(`${path}.gz`, gz)
  return { raw: content.length, br: br.length, gz: gz.length }
}

const distDir = resolve(process.argv[2] ?? 'dist')
if (!(await stat(distDir).catch(() => undefined))?.isDirectory()) {
  console.error(`No built app at ${distDir}: run "vite build" first.`)
  process.exit(1)
}

const totals = { files: 0, raw: 0, br: 0, gz: 0 }
for await (const path of filesUnder(distDir)) {
  if (!compressible.has(extname(path))) continue
  if ((await stat(path)).size < minimumBytes) continue
  const sizes = await compressFile(path)
  totals.files += 1
  totals.raw += sizes.raw
  totals.br += sizes.br
  totals.gz += sizes.gz
  if (process.env.VERBOSE) console.log(relative(distDir, path), sizes)
}
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`
console.log(
  `Compressed ${totals.files} files in ${relative(process.cwd(), distDir) || '.'}: ${kib(totals.raw)} -> brotli ${kib(totals.br)}, gzip ${kib(totals.gz)}`,
)
