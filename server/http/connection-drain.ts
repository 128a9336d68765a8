import type { Server } from 'node:http'
import type { Socket } from 'node:net'
import { performance } from 'node:perf_hooks'

interface OpenConnection {
  /** Requests read and not yet answered. */
  requests: number
  /** The socket's bytesRead at the last check. */
  bytesRead: number
  /** Checks in a row that found it answering nothing and sent nothing. */
  quietChecks: number
}

/**
 * Checks that must find a connection quiet before it is closed: a kept-alive client sends its
 * next request a moment after reading an answer, a few hundred milliseconds on a busy machine.
 */
const quietChecksToClose = 5

/**
 * The open connections of a closing server, closed only once they are quiet: answering no request
 * and sent nothing since the last check. Node's own close destroys every connection between two
 * requests at once, including one whose next request the kernel holds unread, and the client
 * sees a reset; a request read before its connection turns quiet is answered instead.
 */
export class ConnectionDrain {
  private readonly open = new Map<Socket, OpenConnection>()
  private timer: NodeJS.Timeout | undefined
  /** Connections taken so far. */
  private taken = 0

  constructor(private readonly server: Server) {
    server.on('connection', (socket: Socket) => {
      this.taken += 1
      this.open.set(socket, { requests: 0, bytesRead: 0, quietChecks: 0 })
      socket.once('close', () => this.open.delete(socket))
    })
    server.on('request', (request, response) => {
      const connection = this.open.get(request.socket)
      if (!connection) return
      connection.requests += 1
      response.once('close', () => (connection.requests -= 1))
    })
  }

  /**
   * From now on, closes connections as they turn quiet, checking every `intervalMs`: between two
   * checks the event loop has read every socket that had data.
   */
  start(intervalMs = 100): void {
    if (this.timer) return
    // Node's close() calls this; the checks close the idle connections instead.
    this.server.closeIdleConnections = () => undefined
    this.timer = setInterval(() => this.closeQuietConnections(), intervalMs)
    this.timer.unref()
  }

  /**
   * Takes the connections the kernel has queued for the server, which closing the listener would
   * reset: the event loop takes one per turn, so a busy server has many waiting. Turns the loop
   * until it has taken none for three turns and `quietMs`, or `withinMs` has passed.
   */
  async takeQueuedConnections({ quietMs, withinMs }: { quietMs: number; withinMs: number }) {
    const until = performance.now() + withinMs
    let lastTaken = performance.now()
    for (let quietTurns = 0; performance.now() < until;) {
      const takenBefore = this.taken
      await new Promise((turn) => setImmediate(turn))
      if (this.taken !== takenBefore) {
        quietTurns = 0
        lastTaken = performance.now()
      } else if ((quietTurns += 1) >= 3 && performance.now() - lastTaken >= quietMs) {
        return
      }
    }
  }

  stop(): void {
    clearInterval(this.timer)
  }

  private closeQuietConnections(): void {
    for (const [socket, connection] of this.open) {
      if (connection.requests > 0 || socket.bytesRead !== connection.bytesRead) {
        connection.bytesRead = socket.bytesRead
        connection.quietChecks = 0
        continue
      }
      connection.quietChecks += 1
      // Nothing unread is left: the client sees the connection end, not a reset.
      if (connection.quietChecks >= quietChecksToClose) socket.destroy()
    }
  }
}
