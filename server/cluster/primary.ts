import cluster, { type Worker } from 'node:cluster'
import { isWorkerMessage, type WorkerMessage } from './worker-messages'

/** How long the primary waits for every worker's answer to a worker's question. */
const answerWaitMs = 2000
/** A worker that dies sooner than this after it started is restarted after a pause. */
const shortLifeMs = 5000
const restartPauseMs = 1000

export interface PrimaryOptions {
  workers: number
  /** How long workers may take to finish their requests on SIGTERM before they are stopped. */
  stopWithinMs: number
}

/** The primary relays one worker's question to every worker and their answers back. */
function relayQuestions() {
  const open = new Map<string, { values: unknown[]; waitingFor: Set<number>; done: () => void }>()
  cluster.on('message', (from: Worker, message: unknown) => {
    if (!isWorkerMessage(message)) return
    if (message.shop === 'reply') {
      const question = open.get(message.id)
      if (!question?.waitingFor.delete(from.id)) return
      question.values.push(message.value)
      if (question.waitingFor.size === 0) question.done()
      return
    }
    if (message.shop !== 'ask') return
    const { id, topic, others } = message
    const asked = Object.values(cluster.workers ?? {}).filter(
      (worker): worker is Worker =>
        worker !== undefined && worker.isConnected() && !(others && worker === from),
    )
    const values: unknown[] = []
    const done = () => {
      clearTimeout(timer)
      open.delete(id)
      if (from.isConnected()) from.send({ shop: 'replies', id, values } satisfies WorkerMessage)
    }
    const timer = setTimeout(done, answerWaitMs)
    open.set(id, { values, waitingFor: new Set(asked.map((worker) => worker.id)), done })
    if (asked.length === 0) return done()
    for (const worker of asked) worker.send({ shop: 'each', id, topic } satisfies WorkerMessage)
  })
  // A worker gone stops being waited for.
  cluster.on('exit', (gone) => {
    for (const question of open.values()) {
      if (question.waitingFor.delete(gone.id) && question.waitingFor.size === 0) question.done()
    }
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
  const listening = new Set<number>()
  const startedAt = new Map<number, number>()

  const start = () => {
    const worker = cluster.fork()
    startedAt.set(worker.id, Date.now())
  }

  relayQuestions()
  cluster.on('listening', (worker, address) => {
    listening.add(worker.id)
    if (announced || listening.size < workers) return
    announced = true
    console.log(
      `Shop ready at http://localhost:${String(address.port)} (${String(workers)} processes)`,
    )
  })
  cluster.on('exit', (worker, code, signal) => {
    listening.delete(worker.id)
    if (stopping) {
      if (code !== 0) failed = true
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0)
      return
    }
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0)
    startedAt.delete(worker.id)
    console.error(
      `A server process stopped (${signal ?? `exit ${String(code)}`}): starting another.`,
    )
    setTimeout(start, lived < shortLifeMs ? restartPauseMs : 0)
  })

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return
      stopping = true
      console.log(`${signal}: every server process finishes the requests it took`)
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM')
      setTimeout(() => {
        console.error('server processes still running after the grace period: stopping them')
        for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL')
        process.exit(1)
      }, stopWithinMs).unref()
    })
  }

  for (let i = 0; i < workers; i += 1) start()
}
