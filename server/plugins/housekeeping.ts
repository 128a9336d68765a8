import fp from 'fastify-plugin'

const everyHourMs = 3600_000
/** How long a push sent or given up is kept (what it said, for a look into a complaint). */
const pushesKeptMs = 14 * 24 * 3600_000

/**
 * Periodic clean-up of stored idempotency answers, old reset requests, ended attempt windows and
 * pushes long sent or given up (their words hold an order's news), at start and then hourly.
 */
export const housekeepingPlugin = fp(
  async (app) => {
    const prune = () =>
      Promise.all([
        app.idempotencyRepository.pruneAnswers(),
        app.accountsRepository.pruneResetRequests(),
        app.attemptsRepository.prune(),
        app.pushRepository.prune(new Date(Date.now() - pushesKeptMs).toISOString()),
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
      'push-repository',
    ],
  },
)
