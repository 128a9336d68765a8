import { randomUUID } from 'node:crypto'
import cluster from 'node:cluster'

/**
 * What the server's processes say to each other, through the primary (Node's cluster): a worker
 * asks every worker (itself too, or only the others) one thing and gets each one's answer.
 */
export type WorkerMessage =
  /** A worker to the primary: ask every worker `topic`. */
  | { shop: 'ask'; id: string; topic: string; others: boolean }
  /** The primary to a worker: answer `topic`. */
  | { shop: 'each'; id: string; topic: string }
  /** A worker to the primary: its answer. */
  | { shop: 'reply'; id: string; value: unknown }
  /** The primary to the worker that asked: every answer it got in time, and how many it did not. */
  | { shop: 'replies'; id: string; values: unknown[]; missing: number }

export function isWorkerMessage(message: unknown): message is WorkerMessage {
  return typeof message === 'object' && message !== null && 'shop' in message && 'id' in message
}

const answerers = new Map<string, () => unknown>()
/** What the workers answered, and how many asked did not (dead, or not in time). */
export interface WorkerAnswers {
  values: unknown[]
  missing: number
}

const asked = new Map<string, { others: boolean; done: (answers: WorkerAnswers) => void }>()
let hearing = false
/** How many server processes the primary runs (at least two when there are workers). */
let workerCount = 2

/** What a question gets once the primary is gone: no answer from any process it would ask. */
function unanswered(others: boolean): WorkerAnswers {
  return { values: [], missing: others ? workerCount - 1 : workerCount }
}

function send(message: WorkerMessage) {
  // With a callback, a send to a gone primary (EPIPE) fails here, not as an unhandled 'error'.
  process.send?.(message, undefined, undefined, () => undefined)
}

function hear() {
  if (hearing) return
  hearing = true
  process.once('disconnect', () => {
    for (const [id, { others, done }] of asked) {
      asked.delete(id)
      done(unanswered(others))
    }
  })
  process.on('message', (message: unknown) => {
    if (!isWorkerMessage(message)) return
    if (message.shop === 'replies') {
      asked.get(message.id)?.done({ values: message.values, missing: message.missing })
      asked.delete(message.id)
    } else if (message.shop === 'each') {
      const answer = answerers.get(message.topic)
      void Promise.resolve(answer?.())
        .catch(() => undefined)
        .then((value) => send({ shop: 'reply', id: message.id, value }))
    }
  })
}

/** This process's answer when a worker asks every worker `topic` (only in a worker). */
export function answerWorkers(topic: string, answer: () => unknown): () => void {
  if (!cluster.isWorker) return () => {}
  hear()
  answerers.set(topic, answer)
  return () => answerers.delete(topic)
}

/**
 * Asks every worker that is serving `topic` (`others`: every one but this one) and gets their
 * answers; outside a cluster there are none. A worker that does not answer within the primary's
 * wait is counted as missing.
 */
export function askEveryWorker(
  topic: string,
  { others }: { others: boolean },
): Promise<WorkerAnswers> {
  if (!cluster.isWorker) return Promise.resolve({ values: [], missing: 0 })
  hear()
  if (!process.connected) return Promise.resolve(unanswered(others))
  const id = randomUUID()
  return new Promise((done) => {
    asked.set(id, { others, done })
    send({ shop: 'ask', id, topic, others })
  })
}

/**
 * In a worker of `workers`: `leave` is called once its primary is gone (killed or crashed: the
 * channel to it closed); questions asked from then on count the others as missing.
 */
export function onPrimaryGone(workers: number, leave: () => void): void {
  const { worker } = cluster
  if (!worker) return
  workerCount = workers
  hear()
  // Else Node exits the worker at once (documented under worker.process), cutting its requests.
  worker.exitedAfterDisconnect = true
  process.once('disconnect', leave)
}
