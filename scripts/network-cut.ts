import { createServer as createHttpServer, request as httpRequest } from 'node:http'
import { createServer, connect, type Socket } from 'node:net'
import { errorCodes } from '../src/contract/errors'

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
  /**
   * Answers every request 503 with `Retry-After` (in the shop's error shape), as a shop that is
   * restarting or overloaded does, until `restore()`; open connections are closed first.
   */
  answerBusy: (retryAfterSeconds: number) => void
  /**
   * Answers every call of the shop's API (`/wsd/...`) 503 with `Retry-After`, as an overloaded
   * shop does, and passes everything else (pages, scripts, pictures) on, until `restore()`;
   * open connections are closed first.
   */
  answerApiBusy: (retryAfterSeconds: number) => void
  /**
   * Passes every request on to the shop, also after `cut()`, and loses the answer of each whose
   * path starts with `path` (of every request when not given) on the way back: the connection
   * drops as the answer starts, as when a train enters a tunnel. Until `restore()`; open
   * connections are closed first.
   */
  loseAnswers: (path?: string) => void
  /** Requests answered 503 since `answerBusy` or `answerApiBusy` (those for `path` only, when given). */
  busyAnswers: (path?: string) => number
  close: () => Promise<void>
}

/**
 * A TCP relay in front of the shop that can be cut, or answer as a busy shop does. A browser context's offline mode does not
 * stop its service worker's fetches in Chromium: cutting the relay does, for page and worker alike.
 */
export async function cuttableNetwork(shopOrigin: string): Promise<CuttableNetwork> {
  const shop = new URL(shopOrigin)
  const open = new Set<Socket>()
  let isCut = false
  let tried = 0
  let delayMs = 0
  let busyForSeconds: number | undefined
  let apiBusyForSeconds: number | undefined
  /** While answers are lost: the start of the paths whose answers are. */
  let answersLostFor: string | undefined
  /** The path of each request answered 503. */
  let busyAnswered: string[] = []
  /** While only the API is busy: requests are read one by one, to answer or pass each on. */
  const apiBusy = createHttpServer((request, answer) => {
    const path = new URL(request.url ?? '/', 'http://relay').pathname
    if (path.startsWith('/wsd/')) {
      request.resume()
      request.once('end', () => {
        busyAnswered.push(path)
        answer.writeHead(503, busyHeaders(apiBusyForSeconds ?? 1)).end(busyBody)
      })
      return
    }
    const upstream = httpRequest(
      {
        host: shop.hostname,
        port: Number(shop.port),
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (reply) => {
        answer.writeHead(reply.statusCode ?? 502, reply.headers)
        reply.pipe(answer)
      },
    )
    upstream.once('error', () => answer.destroy())
    request.pipe(upstream)
  })
  const relay = createServer((visitor) => {
    if (isCut) {
      tried += 1
      visitor.destroy()
      return
    }
    if (busyForSeconds !== undefined) {
      answerBusyRequest(visitor, busyForSeconds, (path) => busyAnswered.push(path))
      return
    }
    if (apiBusyForSeconds !== undefined) {
      open.add(visitor)
      visitor.once('close', () => open.delete(visitor))
      apiBusy.emit('connection', visitor)
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
    const lostFor = answersLostFor
    if (lostFor === undefined) upstream.pipe(visitor)
    else {
      // Requests on one connection follow each other: from the first whose answer is lost, none passes.
      let losing = false
      visitor.on('data', (chunk: Buffer) => {
        const path = requestLine.exec(chunk.toString('latin1'))?.[1]
        if (path?.startsWith(lostFor)) losing = true
      })
      upstream.on('data', (chunk: Buffer) => {
        if (losing) visitor.destroy()
        else visitor.write(chunk)
      })
    }
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
      busyForSeconds = undefined
      if (answersLostFor !== undefined) {
        answersLostFor = undefined
        for (const socket of open) socket.destroy()
      }
      if (apiBusyForSeconds !== undefined) {
        apiBusyForSeconds = undefined
        // Connections kept alive in that mode would keep answering for the API.
        for (const socket of open) socket.destroy()
      }
    },
    slowDown: (ms) => {
      delayMs = ms
    },
    triedWhileCut: () => tried,
    answerBusy: (seconds) => {
      busyForSeconds = seconds
      busyAnswered = []
      for (const socket of open) socket.destroy()
    },
    answerApiBusy: (seconds) => {
      apiBusyForSeconds = seconds
      busyAnswered = []
      for (const socket of open) socket.destroy()
    },
    loseAnswers: (path = '') => {
      isCut = false
      answersLostFor = path
      for (const socket of open) socket.destroy()
    },
    busyAnswers: (path) =>
      path === undefined ? busyAnswered.length : busyAnswered.filter((p) => p === path).length,
    close: () =>
      new Promise((done) => {
        for (const socket of open) socket.destroy()
        relay.close(() => done())
      }),
  }
}

/** The start of an HTTP/1.1 request, and its path. */
const requestLine = /^[A-Z]+ (\/\S*) HTTP\/1\.1\r\n/

/** The shop's answer while it restarts: its error shape, a 503 and how long to wait. */
const busyBody = JSON.stringify({
  status: false,
  error: {
    code: errorCodes.unavailable,
    message: 'The shop is restarting. Try again in a few seconds.',
  },
})

/** The headers of the shop's 503 (without its length). */
function busyHeaders(retryAfterSeconds: number) {
  return {
    'content-type': 'application/json; charset=utf-8',
    'retry-after': String(retryAfterSeconds),
    'cache-control': 'no-store',
  }
}

/** Reads one request (its head and its body) and answers it 503, closing the connection. */
function answerBusyRequest(
  visitor: Socket,
  retryAfterSeconds: number,
  answered: (path: string) => void,
) {
  visitor.once('error', () => undefined)
  let received = Buffer.alloc(0)
  visitor.on('data', (chunk: Buffer) => {
    received = Buffer.concat([received, chunk])
    const headEnd = received.indexOf('\r\n\r\n')
    if (headEnd < 0) return
    const head = received.subarray(0, headEnd).toString()
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head)
    // The whole request is read before the answer, or the browser may see a reset.
    if (received.length < headEnd + 4 + Number(length?.[1] ?? 0)) return
    visitor.removeAllListeners('data')
    answered(new URL(head.split(' ')[1] ?? '/', 'http://relay').pathname)
    visitor.end(
      [
        'HTTP/1.1 503 Service Unavailable',
        ...Object.entries(busyHeaders(retryAfterSeconds)).map(
          ([name, value]) => `${name}: ${value}`,
        ),
        `content-length: ${String(Buffer.byteLength(busyBody))}`,
        'connection: close',
        '',
        busyBody,
      ].join('\r\n'),
    )
  })
}
