import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'

/** What `npm run build` makes of server/main.ts, and what `npm start` and `npm run serve` run. */
export const builtServer = 'dist-server/server/main.js'

/** How node runs the built server: `npm start` and `npm run serve` say the same (a test checks). */
export const builtServerCommand = ['node', builtServer] as const

export interface ShopProcess {
  child: ChildProcess
  /** The origin it answers on, once it says it is ready; rejects when it stops before. */
  origin: Promise<string>
  /** Exit code and signal, once it has stopped. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  /** Everything it wrote to stdout and stderr so far. */
  output: () => string
  /** The server processes it runs now (`WORKERS` of them under a primary; none alone). */
  serverPids: () => number[]
}

/** The processes `parent` started that run the built server (cluster's workers run its argv). */
function serverPidsUnder(parent: number | undefined): number[] {
  if (parent === undefined) return []
  let children: string[]
  try {
    children = execFileSync('pgrep', ['-P', String(parent)], { encoding: 'utf8' }).split('\n')
  } catch {
    // pgrep exits 1 when it finds none.
    return []
  }
  return children
    .filter(Boolean)
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${String(pid)}/cmdline`, 'utf8').includes(builtServer)
      } catch {
        return false
      }
    })
}

/**
 * The built shop as `npm start` runs it, with this environment, in one process: a signal sent to
 * `child` reaches the server. Its output is kept (`output`) and, unless `quiet`, passed on to this
 * process's stderr.
 */
export function spawnShop(
  env: NodeJS.ProcessEnv,
  { quiet = false }: { quiet?: boolean } = {},
): ShopProcess {
  if (!existsSync(resolve(builtServer))) {
    throw new Error(`No built server at ${builtServer}: run "npm run build" first.`)
  }
  const [, ...args] = builtServerCommand
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const keep = (chunk: Buffer) => {
    output += chunk.toString()
    if (!quiet) process.stderr.write(chunk)
  }
  child.stderr?.on('data', keep)
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  )
  const origin = new Promise<string>((ready, fail) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const said = /Shop ready at (http:\/\/\S+)/.exec(output)
      if (said?.[1]) ready(said[1].replace('localhost', '127.0.0.1'))
    })
    void exited.then(({ code }) =>
      fail(new Error(`The shop stopped (exit ${String(code)}):\n${output}`)),
    )
  })
  return {
    child,
    origin,
    exited,
    output: () => output,
    serverPids: () => serverPidsUnder(child.pid),
  }
}
