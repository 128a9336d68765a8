import { createServer, connect, type Socket } from 'node:net'

export interface CuttableNetwork {
  /** The origin to visit: the shop, through this network. */
  origin: string
  /** Closes every open connection and refuses new ones, as a phone without signal would. */
  cut: () => void
  /** Lets connections through again, without delay. */
  restore: () => void
  /** Holds every request this long before it reaches the shop, as a slow mobile network would. */
  slowDown: (ms: number) => void
  /** Connections tried while the network was cut (the service worker's own fetches count too). */
  triedWhileCut: () => number
  close: () => Promise<void>
}

/**
 * A TCP relay in front of the shop that can be cut. A browser context's offline mode does not
 * stop its service worker's fetches in Chromium: cutting the relay does, for page and worker alike.
 */
export async function cuttableNetwork(shopOrigin: string): Promise<CuttableNetwork> {
  const shop = new URL(shopOrigin)
  const open = new Set<Socket>()
  let isCut = false
  let tried = 0
  let delayMs = 0
  const relay = createServer((visitor) => {
    if (isCut) {
      tried += 1
      visitor.destroy()
      return
    }
    const upstream = connect(Number(shop.port), shop.hostname)
    for (const socket of [visitor, upstream]) {
      open.add(socket)
      socket.once('close', () => open.delete(socket))
      // A reset on one side ends the other: the browser sees a failed request.
      socket.once('error', () => undefined)
    }
    // What the browser sends arrives `delayMs` later, in order; answers flow back at once.
    let sent = Promise.resolve()
    visitor.on('data', (chunk) => {
      const due = Date.now() + delayMs
      sent = sent
        .then(() => new Promise((done) => setTimeout(done, Math.max(0, due - Date.now()))))
        .then(() => {
          if (!upstream.destroyed) upstream.write(chunk)
        })
    })
    visitor.once('end', () => void sent.then(() => upstream.end()))
    upstream.pipe(visitor)
    visitor.once('close', () => upstream.destroy())
    upstream.once('close', () => visitor.destroy())
  })
  await new Promise<void>((done, fail) => {
    relay.once('error', fail)
    relay.listen(0, '127.0.0.1', done)
  })
  const { port } = relay.address() as { port: number }
  return {
    origin: `http://127.0.0.1:${String(port)}`,
    cut: () => {
      isCut = true
      tried = 0
      for (const socket of open) socket.destroy()
    },
    restore: () => {
      isCut = false
      delayMs = 0
    },
    slowDown: (ms) => {
      delayMs = ms
    },
    triedWhileCut: () => tried,
    close: () =>
      new Promise((done) => {
        for (const socket of open) socket.destroy()
        relay.close(() => done())
      }),
  }
}
