import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll } from 'vitest'

/**
 * A fake built PWA shaped like vite's output (index.html and its hashed script), so the server's
 * page tests do not depend on a build. `head` adds tags to the shell's head; `files` adds built
 * files by their path in the folder. Removed after the test file. Returns the folder.
 */
export function fakeBuiltApp(head = '', files: Record<string, string> = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'shop-built-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  const distDir = join(root, 'dist')
  const shell = `<!doctype html>
<html lang="en" dir="ltr">
  <head>${head}
    <title>Shell title</title>
    <script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`
  const written = { 'index.html': shell, 'assets/index-Ab12Cd34.js': 'console.log(1)', ...files }
  for (const [path, content] of Object.entries(written)) {
    const file = join(distDir, path)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, content)
  }
  return distDir
}
