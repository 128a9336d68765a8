import fp from 'fastify-plugin'
import { pruneIdempotencyKeys } from '../http/idempotency'

const everyHourMs = 3600_000

/** Periodic clean-up of stored idempotency answers, at start and then hourly. */
export const housekeepingPlugin = fp(
  async (app) => {
    const prune = () =>
      pruneIdempotencyKeys(app.db).catch((error: unknown) =>
        app.log.error({ error }, 'pruning idempotency keys failed'),
      )
    let timer: NodeJS.Timeout | undefined
    app.addHook('onReady', async () => {
      await prune()
      timer = setInterval(() => void prune(), everyHourMs)
      timer.unref()
    })
    app.addHook('onClose', async () => clearInterval(timer))
  },
  { name: 'housekeeping', dependencies: ['database'] },
)
