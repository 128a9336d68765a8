/**
 * Makes sure the browser tests have a Chromium: they are never skipped for want of one.
 * As root on a Debian-like machine it installs the distribution's package; otherwise it stops
 * with instructions.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { chromiumCandidates, findChromium } from './chromium-path'

function report(path: string) {
  const version = spawnSync(path, ['--version'], { encoding: 'utf8' }).stdout.trim()
  console.log(`Chromium for the browser tests: ${path}${version ? ` (${version})` : ''}`)
}

const found = findChromium()
if (found) {
  report(found)
  process.exit(0)
}

if (process.env.CHROME_PATH) {
  console.error(
    `CHROME_PATH is set to ${process.env.CHROME_PATH}, which is not an executable file. Point it at a Chromium or Chrome binary, or unset it.`,
  )
  process.exit(1)
}

const isRoot = process.getuid?.() === 0
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
if (isRoot && hasApt) {
  console.log('No Chromium found: installing it with apt-get (the browser tests need it).')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', 'chromium'], {
    stdio: 'inherit',
    env,
  })
  const installed = findChromium()
  if (installed) {
    report(installed)
    process.exit(0)
  }
  console.error('apt-get installed "chromium" but no binary was found at the usual paths.')
  process.exit(1)
}

console.error(
  [
    'The browser tests need Chromium and none was found.',
    `Looked at: ${chromiumCandidates.join(', ')}.`,
    'Install it (Debian/Ubuntu: "sudo apt-get install -y chromium") or set CHROME_PATH to a',
    'Chromium or Chrome binary, then run the tests again.',
  ].join('\n'),
)
process.exit(1)
