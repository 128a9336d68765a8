import fp from 'fastify-plugin'

const everyHourMs = 3600_000

/** Periodic clean-up of stored idempotency answers and old reset requests, at start and then hourly. */
export const housekeepingPlugin = fp(
  async (app) => {
    const prune = () =>
      Promise.all([
        app.idempotencyRepository.pruneAnswers(),
        app.accountsRepository.pruneResetRequests(),
      ]).catch((error: unknown) => app.log.error({ error }, 'pruning old records failed'))
    let timer: NodeJS.Timeout | undefined
    app.addHook('onReady', async () => {
      await prune()
      timer = setInterval(() => void prune(), everyHourMs)
      timer.unref()
    })
    app.addHook('onClose', async () => clearInterval(timer))
  },
  {
    name: 'housekeeping',
    dependencies: ['database', 'idempotency-repository', 'accounts-repository'],
  },
)
