import cluster, { type Worker } from 'node:cluster'
import { isWorkerMessage, type WorkerMessage } from './worker-messages'
import { preparingVariable } from './worker-roles'

/** How long the primary waits for every worker's answer to a worker's question. */
const answerWaitMs = 2000
/** A worker that dies sooner than this after it started is restarted after a pause. */
const shortLifeMs = 5000
const restartPauseMs = 1000
/** Quick deaths in a row after which the primary stops rather than start workers forever. */
const maxQuickDeaths = 5

export interface PrimaryOptions {
  workers: number
  /** How long workers may take to finish their requests on SIGTERM before they are stopped. */
  stopWithinMs: number
}

/** Sends to a worker; one that has just died fails it (EPIPE) here, not as an unhandled 'error'. */
function sendTo(worker: Worker, message: WorkerMessage) {
  worker.send(message, () => undefined)
}

/**
 * The primary relays one worker's question to every worker serving (`serving`: those that
 * listen, whose answers are set up) and their answers back, within `answerWaitMs`.
 */
function relayQuestions(serving: () => Worker[]) {
  const open = new Map<
    string,
    { values: unknown[]; waitingFor: Set<number>; done: (missing: number) => void }
  >()
  cluster.on('message', (from: Worker, message: unknown) => {
    if (!isWorkerMessage(message)) return
    if (message.shop === 'reply') {
      const question = open.get(message.id)
      if (!question?.waitingFor.delete(from.id)) return
      question.values.push(message.value)
      if (question.waitingFor.size === 0) question.done(0)
      return
    }
    if (message.shop !== 'ask') return
    const { id, topic, others } = message
    const asked = serving().filter((worker) => worker.isConnected() && !(others && worker === from))
    const values: unknown[] = []
    const waitingFor = new Set(asked.map((worker) => worker.id))
    const done = (missing: number) => {
      clearTimeout(timer)
      open.delete(id)
      if (from.isConnected()) {
        sendTo(from, { shop: 'replies', id, values, missing })
      }
    }
    const timer = setTimeout(() => done(waitingFor.size), answerWaitMs)
    open.set(id, { values, waitingFor, done })
    if (asked.length === 0) return done(0)
    for (const worker of asked) sendTo(worker, { shop: 'each', id, topic })
  })
  // A worker gone stops being waited for, and counts as missing.
  cluster.on('exit', (gone) => {
    for (const question of open.values()) {
      if (question.waitingFor.delete(gone.id) && question.waitingFor.size === 0) question.done(1)
    }
  })
}

/**
 * Runs the database's preparation (migrations, the demo shop on a first start, the first admin)
 * in a worker of its own; true once it has exited 0.
 */
export function prepareInWorker(): Promise<boolean> {
  return new Promise((done) => {
    cluster
      .fork({ [preparingVariable]: '1' })
      .once('exit', (code, signal) => done(code === 0 && signal === null))
  })
}

/**
 * The primary of `WORKERS` server processes sharing one port: it starts them, says the shop is
 * ready once all listen, restarts one that dies, relays what they ask each other, and on SIGTERM
 * lets each finish what it took (as one process does), exiting once all have.
 */
export function runPrimary({ workers, stopWithinMs }: PrimaryOptions): void {
  // Each worker accepts its own connections from the shared socket, as the kernel hands them
  // out: the primary passing each one on (Node's round robin) is a queue of its own under a burst
  // (500 new connections: slower, and some answered 503), and could pass one to a worker that
  // had just died, where it waited for nothing.
  cluster.schedulingPolicy = cluster.SCHED_NONE
  let stopping = false
  let failed = false
  let announced = false
  /** Deaths in a row of workers that lived less than `shortLifeMs`: a start that cannot work. */
  let quickDeaths = 0
  const alive = new Map<number, { worker: Worker; startedAt: number }>()
  const listening = new Map<number, Worker>()
  const restarts = new Set<NodeJS.Timeout>()

  const start = () => {
    if (stopping) return
    const worker = cluster.fork()
    alive.set(worker.id, { worker, startedAt: Date.now() })
  }
  const stopAll = (signal: NodeJS.Signals) => {
    for (const timer of restarts) clearTimeout(timer)
    restarts.clear()
    for (const { worker } of alive.values()) worker.process.kill(signal)
  }

  relayQuestions(() => [...listening.values()])
  cluster.on('listening', (worker, address) => {
    listening.set(worker.id, worker)
    if (announced || listening.size < workers) return
    announced = true
    console.log(
      `Shop ready at http://localhost:${String(address.port)} (${String(workers)} processes)`,
    )
  })
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (alive.get(worker.id)?.startedAt ?? 0)
    alive.delete(worker.id)
    listening.delete(worker.id)
    if (stopping) {
      if (code !== 0) failed = true
      if (alive.size === 0) process.exit(failed ? 1 : 0)
      return
    }
    quickDeaths = lived < shortLifeMs ? quickDeaths + 1 : 0
    if (quickDeaths >= maxQuickDeaths) {
      console.error(
        `${String(quickDeaths)} server processes in a row stopped within seconds of starting: giving up.`,
      )
      stopping = true
      failed = true
      stopAll('SIGKILL')
      if (alive.size === 0) process.exit(1)
      return
    }
    console.error(
      `A server process stopped (${signal ?? `exit ${String(code)}`}): starting another.`,
    )
    const timer = setTimeout(
      () => {
        restarts.delete(timer)
        start()
      },
      lived < shortLifeMs ? restartPauseMs : 0,
    )
    restarts.add(timer)
  })

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return
      stopping = true
      console.log(`${signal}: every server process finishes the requests it took`)
      stopAll('SIGTERM')
      if (alive.size === 0) process.exit(0)
      setTimeout(() => {
        console.error('server processes still running after the grace period: stopping them')
        stopAll('SIGKILL')
        process.exit(1)
      }, stopWithinMs).unref()
    })
  }

  for (let i = 0; i < workers; i += 1) start()
}
