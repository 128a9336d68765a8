/**
 * Development: one server, as in production, that renders the pages from the app's sources
 * through Vite (hot reload in the browser) and restarts when the server's own code changes.
 */
import { spawn } from 'node:child_process'
import { resolve } from 'node:path'

const port = process.env.PORT ?? '8080'
const child = spawn(
  process.execPath,
  [
    resolve('node_modules/tsx/dist/cli.mjs'),
    'watch',
    // The server's compiler settings (JSX for the mail's templates), as its build has them.
    '--tsconfig',
    'server/tsconfig.json',
    '--clear-screen=false',
    '--exclude',
    'src/**',
    'server/main.ts',
  ],
  { stdio: 'inherit', env: { ...process.env, PORT: port, SHOP_DEV: '1' } },
)
child.once('exit', (code) => process.exit(code ?? 1))
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => child.kill(signal))
