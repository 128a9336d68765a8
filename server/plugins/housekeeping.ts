import fp from 'fastify-plugin'

const everyHourMs = 3600_000

/**
 * Periodic clean-up of stored idempotency answers, old reset requests and ended attempt windows,
 * at start and then hourly.
 */
export const housekeepingPlugin = fp(
  async (app) => {
    const prune = () =>
      Promise.all([
        app.idempotencyRepository.pruneAnswers(),
        app.accountsRepository.pruneResetRequests(),
        app.attemptsRepository.prune(),
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
    dependencies: [
      'database',
      'idempotency-repository',
      'accounts-repository',
      'attempts-repository',
    ],
  },
)
