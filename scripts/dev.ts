/**
 * Development: the API server (restarted on change) and the Vite dev server (hot reload), which
 * forwards `/wsd` and `/uploads` to the API. Ctrl+C stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { resolve } from 'node:path'

const apiPort = process.env.PORT ?? '8080'
const vitePort = process.env.VITE_PORT ?? '5173'
const env = { ...process.env, PORT: apiPort, DEV_API_URL: `http://127.0.0.1:${apiPort}` }

// Run the tools' own entry files with this Node, so signals reach them without a shell between.
const tsxCli = resolve('node_modules/tsx/dist/cli.mjs')
const viteCli = resolve('node_modules/vite/bin/vite.js')

const children: ChildProcess[] = [
  spawn(process.execPath, [tsxCli, 'watch', '--clear-screen=false', 'server/main.ts'], {
    stdio: 'inherit',
    env,
  }),
  spawn(process.execPath, [viteCli, '--port', vitePort, '--strictPort'], {
    stdio: 'inherit',
    env,
  }),
]

let stopping = false
function stopAll(code: number) {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 5_000).unref()
  Promise.all(
    children.map((child) =>
      child.exitCode === null ? new Promise((done) => child.once('exit', done)) : undefined,
    ),
  ).then(() => process.exit(code))
}

for (const child of children) {
  // One half without the other is no development server.
  child.once('exit', (code) => stopAll(code ?? 1))
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stopAll(0))
console.log(`API on http://localhost:${apiPort}, app on http://localhost:${vitePort}`)
