import type { ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { spawnShop } from './shop-process'

export interface RunningShop {
  origin: string
  /** The copy of the built app it serves. */
  staticDir: string
  stop: () => Promise<void>
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => done(port))
    })
  })
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((done) => child.once('exit', done))
  child.kill('SIGTERM')
  await Promise.race([exited, new Promise((done) => setTimeout(done, 5_000))])
}

/**
 * Starts the built server as `npm start` runs it, over a fresh data folder that it seeds with the
 * demo shop and its pictures on first start; its public URL is its own origin. It serves a copy
 * of dist/, so a build made meanwhile cannot pull the files from under a measurement.
 */
export async function startBuiltShop(): Promise<RunningShop> {
  const root = mkdtempSync(join(tmpdir(), 'shop-audit-'))
  const dataDir = join(root, 'data')
  const staticDir = join(root, 'dist')
  cpSync(resolve('dist'), staticDir, { recursive: true })
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    STATIC_DIR: staticDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: origin,
  }
  // The audited shop is the embedded demo shop, open to every visitor.
  delete env.DATABASE_URL
  delete env.SEED_PRODUCTS
  delete env.SITE_LOCK_KEY
  const { child, origin: ready } = spawnShop(env)
  const stop = async () => {
    await stopChild(child)
    rmSync(root, { recursive: true, force: true })
  }
  try {
    await ready
  } catch (error) {
    await stop()
    throw error
  }
  return { origin, staticDir, stop }
}
