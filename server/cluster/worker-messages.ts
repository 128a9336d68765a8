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

const asked = new Map<string, (answers: WorkerAnswers) => void>()
let hearing = false

function send(message: WorkerMessage) {
  process.send?.(message)
}

function hear() {
  if (hearing) return
  hearing = true
  process.on('message', (message: unknown) => {
    if (!isWorkerMessage(message)) return
    if (message.shop === 'replies') {
      asked.get(message.id)?.({ values: message.values, missing: message.missing })
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
  const id = randomUUID()
  return new Promise((done) => {
    asked.set(id, done)
    send({ shop: 'ask', id, topic, others })
  })
}
