import { spawn, type ChildProcess } from 'node:child_process'

export interface ShopProcess {
  child: ChildProcess
  /** The origin it answers on, once it says it is ready; rejects when it stops before. */
  origin: Promise<string>
  /** Exit code and signal, once it has stopped. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

/**
 * Runs server/main.ts as production does, with this environment, in one process (not under
 * tsx's CLI, which runs it in a second one): a signal sent to `child` reaches the server.
 */
export function spawnShop(env: NodeJS.ProcessEnv): ShopProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  )
  const origin = new Promise<string>((ready, fail) => {
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const said = /Shop ready at (http:\/\/\S+)/.exec(output)
      if (said?.[1]) ready(said[1].replace('localhost', '127.0.0.1'))
    })
    void exited.then(({ code }) =>
      fail(new Error(`The shop stopped (exit ${String(code)}):\n${output}`)),
    )
  })
  return { child, origin, exited }
}
