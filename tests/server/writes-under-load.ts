import { randomUUID } from 'node:crypto'
import { Agent, request } from 'node:http'
import { questionCreateCall } from '../../src/contract/reviews'

/** One write of the load: a question, sent with its own Idempotency-Key and text. */
export interface LoadWrite {
  key: string
  comment: string
}

/** How one write ended. */
export type WriteOutcome =
  | { write: LoadWrite; answer: 'taken' }
  /** 503 with Retry-After: the server asks for it again later, on this connection or a new one. */
  | { write: LoadWrite; answer: 'come back'; retryAfter: string | undefined; closed: boolean }
  /** The connection could not be opened: nothing was sent. */
  | { write: LoadWrite; answer: 'refused connection' }
  /** Sent, and the connection ended without an answer: the server lost it. */
  | { write: LoadWrite; answer: 'reset'; code: string }
  | { write: LoadWrite; answer: 'other'; status: number; body: string }

interface Target {
  origin: string
  pid: number
  authorization: string
}

function send(agent: Agent, { origin, pid, authorization }: Target, write: LoadWrite) {
  return new Promise<WriteOutcome>((done) => {
    const body = JSON.stringify({ pid, comment: write.comment })
    const sent = request(
      `${origin}${questionCreateCall.path}`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'idempotency-key': write.key,
          authorization,
        },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => {
          if (res.statusCode === 200) return done({ write, answer: 'taken' })
          if (res.statusCode === 503) {
            const retryAfter = res.headers['retry-after']
            const closed = res.headers.connection === 'close'
            return done({ write, answer: 'come back', retryAfter, closed })
          }
          done({ write, answer: 'other', status: res.statusCode ?? 0, body: text })
        })
        res.on('error', (error: NodeJS.ErrnoException) =>
          done({ write, answer: 'reset', code: error.code ?? error.message }),
        )
      },
    )
    sent.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') return done({ write, answer: 'refused connection' })
      done({ write, answer: 'reset', code: error.code ?? error.message })
    })
    sent.end(body)
  })
}

function newWrite(tag: string, n: number): LoadWrite {
  return { key: randomUUID(), comment: `Load ${tag} question ${String(n)}` }
}

export interface WriteLoad {
  /** Every write sent and how it ended. */
  outcomes: Promise<WriteOutcome[]>
  /** Resolves once every connection has sent at least one write. */
  allConnected: Promise<void>
}

/**
 * `connections` kept-alive connections, each sending writes one after another, as a client does:
 * a write the busy server asks for again is sent again after its Retry-After; a connection stops
 * once the server closes it without taking its write, or refuses it, or loses it.
 */
export function sendWritesUntilRefused(
  target: Target,
  { connections, tag }: { connections: number; tag: string },
): WriteLoad {
  const agent = new Agent({ keepAlive: true, maxSockets: connections })
  let made = 0
  let connected = 0
  let everyoneConnected: () => void = () => undefined
  const allConnected = new Promise<void>((done) => (everyoneConnected = done))
  const connection = async () => {
    const outcomes: WriteOutcome[] = []
    for (let write = newWrite(tag, (made += 1)); ;) {
      const outcome = await send(agent, target, write)
      outcomes.push(outcome)
      if (outcomes.length === 1 && (connected += 1) === connections) everyoneConnected()
      if (outcome.answer === 'come back' && !outcome.closed) {
        await new Promise((done) => setTimeout(done, Number(outcome.retryAfter ?? 1) * 1000))
        continue
      }
      if (outcome.answer !== 'taken') return outcomes
      write = newWrite(tag, (made += 1))
    }
  }
  const outcomes = Promise.all(Array.from({ length: connections }, connection)).then((lists) => {
    agent.destroy()
    everyoneConnected()
    return lists.flat()
  })
  return { outcomes, allConnected }
}

/** Each write's last outcome. */
export function lastOutcomes(outcomes: WriteOutcome[]): WriteOutcome[] {
  return [...new Map(outcomes.map((outcome) => [outcome.write.key, outcome])).values()]
}

/** Sends writes again, 20 at a time, each until it is taken (a replay counts), waiting as asked. */
export async function sendAgain(target: Target, writes: LoadWrite[]): Promise<WriteOutcome[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 20 })
  const outcomes: WriteOutcome[] = []
  const queue = [...writes]
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      for (let write = queue.shift(); write; write = queue.shift()) {
        let outcome = await send(agent, target, write)
        for (let tries = 1; tries < 10 && outcome.answer === 'come back'; tries += 1) {
          const waitMs = Number(outcome.retryAfter ?? 1) * 1000
          await new Promise((done) => setTimeout(done, waitMs))
          outcome = await send(agent, target, write)
        }
        outcomes.push(outcome)
      }
    }),
  )
  agent.destroy()
  return outcomes
}
