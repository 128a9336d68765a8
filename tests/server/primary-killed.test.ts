import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { readFileSync } from 'node:fs'
import type { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { addToCartCall } from '../../src/contract/cart'
import { neverOverloaded, startShopProcess, startTestShop, productWithoutOptions } from './harness'

const shop = await startTestShop()

/** A product sold without options, in stock: each write adds one to a cart of its own. */
const product = await productWithoutOptions(shop.db)

/** Whether a process runs: a zombie (exited, not yet reaped by its new parent) does not. */
function runs(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z'
  } catch {
    return false
  }
}

/** Once every process holding the stream's other end (the primary's workers too) has gone. */
async function closed(stream: Readable | null): Promise<void> {
  if (stream && !stream.closed) await once(stream, 'close')
}

interface Write {
  key: string
  body: { pid: number; session: string; quantity: number }
  /** Sent while the primary lived: on its way, or taken, when it died. */
  sentBeforeKill: boolean
  /** Its status, or undefined when no answer came (the connection closed or refused). */
  status?: number
}

function send(origin: string, write: Write): Promise<number | undefined> {
  return fetch(`${origin}${addToCartCall.path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      lang: 'EN',
      'idempotency-key': write.key,
    },
    body: JSON.stringify(write.body),
  }).then(
    async (res) => {
      await res.arrayBuffer()
      return res.status
    },
    () => undefined,
  )
}

/** Writers sending at once, each write to a cart of its own. */
const writers = 6
/** Writes answered before the primary is killed: it dies with more on their way. */
const answeredBeforeKill = 40
/** A bound on each writer, should the shop never stop answering. */
const mostWritesEach = 300

/** Signs of a crash in what the processes wrote: an uncaught error, a stack, an error logged. */
const crashSigns = /Unhandled|EPIPE|ERR_IPC|uncaught|^\s+at \S|"level":(50|60)/im

describe('the primary killed (SIGKILL) during writes', () => {
  it(
    'leaves its server processes to finish and exit without a crash, and the port free',
    { timeout: 120_000 },
    async () => {
      // Errors are logged, so that one (a request stuck, a close failing) fails the test.
      const env = { WORKERS: '2', LOG_LEVEL: 'warn', ...neverOverloaded }
      const first = startShopProcess(shop, env)
      const origin = await first.origin
      const port = new URL(origin).port
      const workers = first.serverPids()
      expect(workers).toHaveLength(2)

      const writes: Write[] = []
      let answered = 0
      let killed = false
      const writer = async () => {
        for (let i = 0; i < mostWritesEach; i++) {
          const write: Write = {
            key: randomUUID(),
            body: { pid: product.id, session: `s-${randomUUID()}`, quantity: 1 },
            sentBeforeKill: !killed,
          }
          writes.push(write)
          write.status = await send(origin, write)
          if (write.status !== 200) return
          answered += 1
          if (answered === answeredBeforeKill) killed = first.child.kill('SIGKILL')
        }
      }
      await Promise.all(Array.from({ length: writers }, writer))
      expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' })

      await expect.poll(() => workers.filter(runs), { timeout: 60_000, interval: 100 }).toEqual([])
      await Promise.all([closed(first.child.stdout), closed(first.child.stderr)])
      expect(first.output()).not.toMatch(crashSigns)
      // The writes on their way were taken and answered, as on SIGTERM, not cut.
      expect(writes.filter((write) => write.sentBeforeKill && !write.status)).toEqual([])
      // What was answered was answered whole: written, or refused as the shop restarts.
      const statuses = new Set(writes.flatMap(({ status }) => (status ? [status] : [])))
      expect([...statuses].filter((status) => status !== 200 && status !== 503)).toEqual([])
      expect(writes.filter(({ status }) => status === 200).length).toBeGreaterThanOrEqual(
        answeredBeforeKill,
      )

      const next = startShopProcess(shop, { ...env, PORT: port })
      const nextOrigin = await next.origin
      expect(new URL(nextOrigin).port).toBe(port)
      const health = await fetch(`${nextOrigin}/wsd/health`)
      expect(health.status).toBe(200)

      // A write whose answer was lost, sent again with its key, is made once: the stored answer
      // if it was written, or a first write if it was not.
      for (const write of writes.filter(({ status }) => status !== 200)) {
        expect(await send(nextOrigin, write)).toBe(200)
      }
      const lines = await shop.db
        .selectFrom('cart_items')
        .select(['session', 'quantity'])
        .where(
          'session',
          'in',
          writes.map(({ body }) => body.session),
        )
        .execute()
      const bySession = (a: { session: string }, b: { session: string }) =>
        a.session < b.session ? -1 : 1
      expect(lines.sort(bySession)).toEqual(
        writes.map(({ body }) => ({ session: body.session, quantity: 1 })).sort(bySession),
      )
    },
  )
})
