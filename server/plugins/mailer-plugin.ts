import fp from 'fastify-plugin'
import type { AppConfig } from '../config'
import { mailerFromConfig, type MailMessage, type Mailer } from '../mail/mail-transports'

export interface MailerService extends Mailer {
  /** Sends without making the caller wait; a failure is logged. */
  sendInBackground(message: MailMessage): void
  /** Resolves when every background message has been handed over (or failed). */
  settled(): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: MailerService
  }
}

export interface MailerPluginOptions {
  config: AppConfig
  /** A transport made by the caller; otherwise the outbox folder, or SMTP when configured. */
  mailer?: Mailer
}

/** The shop's outgoing mail; closing the app waits for messages still being sent. */
export const mailerPlugin = fp<MailerPluginOptions>(
  async (app, { config, mailer: given }) => {
    const transport = given ?? mailerFromConfig(config)
    const inFlight = new Set<Promise<void>>()
    const service: MailerService = {
      send: (message) => transport.send(message),
      sendInBackground(message) {
        const sending = transport
          .send(message)
          .catch((error: unknown) => {
            app.log.error({ err: error, subject: message.subject }, 'mail could not be sent')
          })
          .finally(() => inFlight.delete(sending))
        inFlight.add(sending)
      },
      async settled() {
        await Promise.allSettled([...inFlight])
      },
    }
    app.decorate('mailer', service)
    app.addHook('onClose', async () => {
      await service.settled()
      await transport.close?.()
    })
  },
  { name: 'mailer' },
)
