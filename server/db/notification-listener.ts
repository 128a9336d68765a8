import type { FastifyBaseLogger } from 'fastify'
import pg from 'pg'

export interface NotificationListenerOptions {
  databaseUrl: string
  channel: string
  /** A notification on the channel arrived, with its payload. */
  onNotification: (payload: string) => void
  /** The connection listens (at start or again after a drop). */
  onListening: () => void
  log: FastifyBaseLogger
}

export interface NotificationListener {
  close: () => Promise<void>
}

const firstRetryMs = 250
const longestRetryMs = 15_000

/**
 * LISTENs on a PostgreSQL channel over one connection of its own (a pooled one would be handed
 * to queries and lose the LISTEN). A dropped connection is opened again, waiting longer after
 * each failure. Resolves after the first attempt, listening or not.
 */
export async function listenForNotifications(
  options: NotificationListenerOptions,
): Promise<NotificationListener> {
  const { databaseUrl, channel, onNotification, onListening, log } = options
  let listening: pg.Client | undefined
  let connecting: pg.Client | undefined
  let retry: NodeJS.Timeout | undefined
  let failures = 0
  let closed = false
  let dropped = false

  function retryLater(reason: string) {
    if (closed) return
    const delayMs = Math.min(longestRetryMs, firstRetryMs * 2 ** failures)
    failures += 1
    log.warn(`Not listening on ${channel} (${reason}): trying again in ${String(delayMs)} ms`)
    retry = setTimeout(() => void connect(), delayMs)
    retry.unref()
  }

  async function connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: databaseUrl,
      application_name: `shop listener ${channel}`,
      connectionTimeoutMillis: 5000,
      keepAlive: true,
    })
    // Heard here, an error of this connection would otherwise end the process; 'end' follows it.
    client.on('error', (error) =>
      log.warn(`The connection listening on ${channel}: ${error.message}`),
    )
    client.on('notification', (message) => {
      if (message.channel === channel) onNotification(message.payload ?? '')
    })
    client.on('end', () => {
      if (listening !== client) return
      listening = undefined
      dropped = true
      retryLater('its connection closed')
    })
    connecting = client
    try {
      await client.connect()
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`)
    } catch (error) {
      void client.end().catch(() => undefined)
      retryLater(error instanceof Error ? error.message : String(error))
      return
    } finally {
      connecting = undefined
    }
    if (closed) {
      await client.end()
      return
    }
    listening = client
    failures = 0
    if (dropped) log.info(`Listening on ${channel} again`)
    onListening()
  }

  await connect()
  return {
    async close() {
      closed = true
      clearTimeout(retry)
      const open = [listening, connecting].filter((client) => client !== undefined)
      listening = undefined
      await Promise.all(open.map((client) => client.end().catch(() => undefined)))
    },
  }
}
