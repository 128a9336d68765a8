import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { databaseScope, whenCommitted } from '../db/open-transaction'
import type { MailMessage } from '../mail/mail-transports'
import { nowIso } from '../security/tokens'
import { sendRounds } from './send-rounds'

/** A message to send once the change it tells of commits. */
export interface QueuedMail extends MailMessage {
  /** What it tells of, once per change ('order:K7QX-3MPA:shipped'): a second one is not kept. */
  key: string
}

export interface MailQueue {
  /**
   * Keeps a message in the caller's transaction: it is sent once that commits, never if it rolls
   * back, and only once for its key.
   */
  add(message: QueuedMail): Promise<void>
  /** Sends every message that is due now; resolves when they are sent or have failed. */
  sendDue(): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    mailQueue: MailQueue
  }
}

/** Tries a message gets: the last comes about a day after the first failure. */
export const mailAttempts = 8
/** How often due messages are looked for (a failed one waits longer, see `retryDelayMs`). */
const sweepMs = 30_000

/** The wait after a failed try: 1, 2, 4 ... minutes, 3 hours at most. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3 * 3600_000)
}

/**
 * Sends what the queue holds, oldest first, through the shop's mailer. Each try first moves the
 * message's next try on, guarded by the one it read: of two instances, one makes it.
 */
async function sendDueMail(app: FastifyInstance): Promise<void> {
  const db = app.db
  for (;;) {
    const now = nowIso()
    const due = await db
      .selectFrom('mail_queue')
      .select(['id', 'recipient', 'subject', 'text', 'html', 'attempts', 'next_attempt_at'])
      .where('sent_at', 'is', null)
      .where('next_attempt_at', '<=', now)
      .where('attempts', '<', mailAttempts)
      .orderBy('id')
      .limit(20)
      .execute()
    let tried = 0
    for (const mail of due) {
      const attempts = mail.attempts + 1
      const claimed = await db
        .updateTable('mail_queue')
        .set({
          attempts,
          next_attempt_at: new Date(Date.now() + retryDelayMs(attempts)).toISOString(),
        })
        .where('id', '=', mail.id)
        .where('sent_at', 'is', null)
        .where('next_attempt_at', '=', mail.next_attempt_at)
        .executeTakeFirst()
      if (Number(claimed.numUpdatedRows) === 0) continue
      tried += 1
      try {
        await app.mailer.send({
          to: mail.recipient,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        })
        await db
          .updateTable('mail_queue')
          .set({ sent_at: nowIso(), last_error: null })
          .where('id', '=', mail.id)
          .execute()
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        app.log.error({ err: error, mail: mail.id, attempts }, 'mail could not be sent')
        await db
          .updateTable('mail_queue')
          .set({ last_error: reason.slice(0, 500) })
          .where('id', '=', mail.id)
          .execute()
      }
    }
    if (tried === 0) return
  }
}

/**
 * The shop's outgoing mail about orders: kept with the change, sent after it commits, retried
 * after a failure, on a sweep every half minute (which also sends what another instance kept).
 */
export const mailQueuePlugin = fp(
  async (app) => {
    const currentDb = databaseScope(app.db)
    const { sendDue } = sendRounds(app, {
      name: 'mail queue',
      sendOnce: () => sendDueMail(app),
      sweepMs,
    })
    const queue: MailQueue = {
      async add(message) {
        const now = nowIso()
        await currentDb()
          .insertInto('mail_queue')
          .values({
            key: message.key,
            recipient: message.to,
            subject: message.subject,
            text: message.text,
            html: message.html ?? '',
            created_at: now,
            next_attempt_at: now,
          })
          .onConflict((conflict) => conflict.column('key').doNothing())
          .execute()
        whenCommitted(() => void sendDue())
      },
      sendDue,
    }
    app.decorate('mailQueue', queue)
  },
  { name: 'mail-queue', dependencies: ['database', 'mailer'] },
)
