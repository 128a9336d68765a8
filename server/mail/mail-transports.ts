import { randomBytes } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import nodemailer from 'nodemailer'
import type { AppConfig } from '../config'

export interface MailMessage {
  to: string
  subject: string
  text: string
  /** The same message as HTML, for mail readers that show it. */
  html?: string
}

export interface Mailer {
  send(message: MailMessage): Promise<void>
  close?(): Promise<void>
}

/** What a message file in the outbox holds. */
export interface OutboxMessage extends MailMessage {
  from: string
  date: string
}

/**
 * Writes each message as `<timestamp>-<random>.json` into a folder, for shops without a mail
 * server (and for tests). The file appears whole: it is written under a temporary name first.
 */
export function outboxMailer(dir: string, from: string): Mailer {
  return {
    async send(message) {
      await mkdir(dir, { recursive: true })
      const date = new Date()
      const name = `${String(date.getTime())}-${randomBytes(6).toString('hex')}.json`
      const body: OutboxMessage = { from, date: date.toISOString(), ...message }
      const partial = join(dir, `.${name}.partial`)
      await writeFile(partial, `${JSON.stringify(body, null, 2)}\n`, 'utf8')
      await rename(partial, join(dir, name))
    },
  }
}

/** Sends through an SMTP server given as a URL, e.g. `smtps://user:pass@mail.example.com`. */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url)
  return {
    async send(message) {
      await transport.sendMail({ from, ...message })
    },
    async close() {
      transport.close()
    },
  }
}

export function mailerFromConfig(config: AppConfig): Mailer {
  return config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : outboxMailer(config.outboxDir, config.mailFrom)
}
