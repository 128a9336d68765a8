import { readdirSync, readFileSync, readlinkSync } from 'node:fs'
import { randomUUID } from 'node:crypto'
import { Agent, request } from 'node:http'
import { describe, expect, it } from 'vitest'
import { backOfficeProductEditCall } from '../../src/contract/back-office-catalogue'
import { productSingleCall } from '../../src/contract/catalogue'
import { metricsOf, valueOf } from '../metrics-text'
import { neverOverloaded, startShopProcess, startTestShop, productWithoutOptions } from './harness'
import { createTestUser } from '../test-users'

const shop = await startTestShop()

/** A product sold without options: its price is the product's own. */
const product = await productWithoutOptions(shop.db)

/** Kept-alive connections of their own, each a socket the kernel gives to one worker. */
function connections(count: number) {
  return Array.from({ length: count }, () => new Agent({ keepAlive: true, maxSockets: 1 }))
}

/** The local port of a kept-alive connection's socket, between requests. */
function clientPortOf(agent: Agent): number {
  const [socket] = Object.values(agent.freeSockets).flat()
  if (!socket?.localPort) throw new Error('The connection is not open.')
  return socket.localPort
}

/**
 * Which server process holds each connection to `serverPort`, by its client port: the kernel's
 * table of TCP sockets and each process's open files (Linux's /proc).
 */
function serverProcessOfConnections(serverPort: number, pids: number[]): Map<number, number> {
  const clientPortOfSocket = new Map<string, number>()
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const [, local, remote, state, , , , , , inode] = line.trim().split(/\s+/)
      // 01: established.
      if (!local || !remote || !inode || state !== '01') continue
      const port = (address: string) => parseInt(address.split(':')[1] ?? '', 16)
      if (port(local) === serverPort) clientPortOfSocket.set(inode, port(remote))
    }
  }
  const holders = new Map<number, number>()
  for (const pid of pids) {
    for (const fd of readdirSync(`/proc/${String(pid)}/fd`)) {
      let target = ''
      try {
        target = readlinkSync(`/proc/${String(pid)}/fd/${fd}`)
      } catch {
        continue
      }
      const clientPort = clientPortOfSocket.get(/^socket:\[(\d+)\]$/.exec(target)?.[1] ?? '')
      if (clientPort !== undefined) holders.set(clientPort, pid)
    }
  }
  return holders
}

function post(origin: string, agent: Agent, path: string, body: unknown, headers = {}) {
  const text = JSON.stringify(body)
  return new Promise<{ status: number; body: string }>((done, fail) => {
    const sent = request(
      `${origin}${path}`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
          ...headers,
        },
      },
      (res) => {
        let answer = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (answer += chunk))
        res.on('end', () => done({ status: res.statusCode ?? 0, body: answer }))
      },
    )
    sent.on('error', fail)
    sent.end(text)
  })
}

describe('WORKERS=2', () => {
  it(
    'serves one shop from two processes: a write through one is read through the other at once',
    { timeout: 40_000 },
    async () => {
      const server = startShopProcess(shop, {
        WORKERS: '2',
        // Reads are kept a minute: only an emptied cache shows the new price.
        READ_CACHE_MS: '60000',
        ...neverOverloaded,
      })
      const origin = await server.origin
      expect(server.serverPids()).toHaveLength(2)
      const agents: Agent[] = []
      const read = async (agent: Agent) => {
        const answer = await post(origin, agent, productSingleCall.path, {
          unique: product.unique_id,
        })
        expect(answer.status).toBe(200)
        return (JSON.parse(answer.body) as { price: { price: number } }).price.price
      }
      const prices = () => Promise.all(agents.map(read))
      const holdersNow = () =>
        serverProcessOfConnections(Number(new URL(origin).port), server.serverPids())
      // The kernel gives each new connection to one process: connections are opened (each
      // process reading the price into its cache) until both processes hold some.
      let holders = new Map<number, number>()
      while (new Set(holders.values()).size < 2 && agents.length < 120) {
        const more = connections(12)
        agents.push(...more)
        expect(await Promise.all(more.map(read))).toEqual(Array(12).fill(product.price))
        holders = holdersNow()
      }
      const holderOf = (agent: Agent) => holders.get(clientPortOf(agent))
      const writer = agents[0]!
      expect(new Set(agents.map(holderOf)), 'the connections reach both processes').toHaveLength(2)
      expect(agents.filter((agent) => holderOf(agent) !== holderOf(writer)).length).toBeGreaterThan(
        0,
      )

      const { auth } = await createTestUser(shop.db, { role: 'admin' })
      const newPrice = product.price + 1000
      const edit = await post(
        origin,
        writer,
        backOfficeProductEditCall.path,
        { id: product.id, pricing: { price: newPrice, discount: 0, depo: 5 } },
        { ...auth, 'idempotency-key': randomUUID() },
      )
      expect(edit.status, edit.body).toBe(200)
      // Read at once through every connection: the other process's cache was emptied too.
      expect(await prices()).toEqual(Array(agents.length).fill(newPrice))

      // A scrape of any process counts the reads of both.
      const reads = { method: 'POST', route: productSingleCall.path, status: '200' }
      expect(valueOf(await metricsOf(origin), 'http_requests_total', reads)).toBe(agents.length * 2)
      for (const agent of agents) agent.destroy()
    },
  )

  it(
    'starts a server process again when one dies, and the shop answers throughout',
    { timeout: 60_000 },
    async () => {
      const server = startShopProcess(shop, { WORKERS: '2', ...neverOverloaded })
      const origin = await server.origin
      const [first, second] = server.serverPids()
      process.kill(first!, 'SIGKILL')
      // Once the primary knows it is gone, the other process answers until it is replaced.
      await expect
        .poll(() => server.serverPids(), { timeout: 5_000, interval: 50 })
        .not.toContain(first)
      // Answered, not refused nor reset: how soon is the machine's (the new process starts beside it).
      const health = await fetch(`${origin}/wsd/health`, { signal: AbortSignal.timeout(15_000) })
      expect(health.status).toBe(200)
      await expect
        .poll(() => server.serverPids().filter((pid) => pid !== first), {
          timeout: 15_000,
          interval: 200,
        })
        .toHaveLength(2)
      expect(server.serverPids()).toContain(second)
      // The new one has started: its figures are in the metrics.
      const processesCounted = async () => valueOf(await metricsOf(origin), 'shop_server_processes')
      await expect.poll(processesCounted, { timeout: 15_000, interval: 200 }).toBe(2)
      const agents = connections(4)
      for (const agent of agents) {
        expect(
          (await post(origin, agent, productSingleCall.path, { unique: product.unique_id })).status,
        ).toBe(200)
        agent.destroy()
      }
    },
  )
})
