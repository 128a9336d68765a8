import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import webpush from 'web-push'
import type { PushNotice } from '../../src/contract/push'
import { whenCommitted } from '../db/open-transaction'
import { endpointRefusal } from '../push/push-endpoint'
import { sendPushRequest, type PushAnswer } from '../push/push-request'
import type { PushDelivery } from '../push/push-notices'
import type { DuePush } from '../repositories/push-repository'
import { nowIso } from '../security/tokens'
import { sendRounds } from './send-rounds'

/** A notice for one device, sent once the change it tells of commits. */
export interface QueuedPush {
  /** What it tells of, once per change and device ('order:K7QX-3MPA:shipped:12'). */
  key: string
  subscriptionId: number
  notice: PushNotice
  delivery: PushDelivery
  /** A newer push of the topic replaces one the device has not had yet (base64url, ≤ 32). */
  topic?: string
}

export interface PushQueue {
  /** The shop's public VAPID key (base64url), for browsers to subscribe with; null: no pushes. */
  publicKey: string | null
  /**
   * Keeps pushes in the caller's transaction: each is sent once that commits, never if it rolls
   * back, and only once for its key. Nothing, when the shop sends no pushes.
   */
  add(pushes: QueuedPush[]): Promise<void>
  /** Sends every push that is due now; resolves when they are sent or have failed. */
  sendDue(): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    pushQueue: PushQueue
  }
}

/** Tries a push gets before it is given up. */
export const pushAttempts = 8
/** How often due pushes are looked for (besides a retry's own time). */
const sweepMs = 30_000
/** How long a push service has to answer. */
const answerWithinMs = 15_000
/** The longest wait a push service's Retry-After is honoured for; past it, the push waits this. */
const longestWaitMs = 3600_000

/** The wait after a failed try without a Retry-After: 10 s, 20 s, 40 s ... an hour at most. */
export function pushRetryDelayMs(attempts: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempts - 1), longestWaitMs)
}

/**
 * The wait after a push service's Retry-After: as long as it asks (an hour at most), and at least
 * 1 s, 2 s, 4 s ... so a service that asks for none is not asked again at once.
 */
export function askedWaitMs(afterMs: number, attempts: number): number {
  return Math.min(Math.max(afterMs, 1000 * 2 ** Math.max(0, attempts - 1)), longestWaitMs)
}

/**
 * How long a claimed try holds its push: longer than a push service may take to answer, so no
 * other process takes it meanwhile. A try that fails sets its next one itself.
 */
const claimHoldMs = answerWithinMs + 10_000

/** A Retry-After header's wait in ms (seconds, or an HTTP date), if it has a readable one. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined
  const text = header.trim()
  if (/^\d+$/.test(text)) return Number(text) * 1000
  const at = Date.parse(text)
  return Number.isNaN(at) ? undefined : Math.max(0, at - now)
}

type VapidKeys = { publicKey: string; privateKey: string }

/** What became of a try. */
type Outcome =
  | { kind: 'sent' }
  /** The push service no longer knows the device (404, 410). */
  | { kind: 'gone'; reason: string }
  /** Worth another try: busy, failing, or not reached. */
  | { kind: 'retry'; reason: string; afterMs?: number }
  /** Refused for good: the push itself is wrong for the service. */
  | { kind: 'refused'; reason: string }

/** One try of a push: encrypted (RFC 8291) and signed (VAPID, RFC 8292) by web-push, sent here. */
async function tryPush(
  push: DuePush,
  keys: VapidKeys,
  { subject, allowLoopback }: { subject: string; allowLoopback: boolean },
): Promise<Outcome> {
  const refusal = endpointRefusal(push.endpoint, allowLoopback)
  if (refusal) return { kind: 'refused', reason: refusal }
  // The push service keeps it only for what is left of its time.
  const ageSeconds = Math.floor((Date.now() - Date.parse(push.created_at)) / 1000)
  const request = webpush.generateRequestDetails(
    { endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } },
    push.payload,
    {
      TTL: Math.max(0, push.ttl_seconds - ageSeconds),
      urgency: push.urgency as webpush.Urgency,
      ...(push.topic ? { topic: push.topic } : {}),
      contentEncoding: 'aes128gcm',
      vapidDetails: { subject, ...keys },
    },
  )
  let answer: PushAnswer
  try {
    answer = await sendPushRequest(request, { allowLoopback, timeoutMs: answerWithinMs })
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return { kind: 'retry', reason: `not reached: ${reason}` }
  }
  const status = `push service answered ${String(answer.status)}`
  if (answer.status >= 200 && answer.status < 300) return { kind: 'sent' }
  if (answer.status === 404 || answer.status === 410) return { kind: 'gone', reason: status }
  if (answer.status === 429 || answer.status >= 500) {
    return { kind: 'retry', reason: status, afterMs: retryAfterMs(answer.retryAfter ?? null) }
  }
  return { kind: 'refused', reason: status }
}

/**
 * Sends what the queue holds, oldest first. Each try first moves the push's next try on, guarded
 * by the one it read: of several processes and instances, one makes it. Resolves with when the
 * next push waiting is due.
 */
async function sendDuePushes(
  app: FastifyInstance,
  keys: VapidKeys,
  closing: () => boolean,
): Promise<string | undefined> {
  const { pushRepository: pushes, config } = app
  for (;;) {
    const due = await pushes.due(nowIso(), pushAttempts, 20)
    let tried = 0
    for (const push of due) {
      // A closing shop ends with the try under way; its next start, or another process, sends the rest.
      if (closing()) return undefined
      const attempts = push.attempts + 1
      // Past its time, a notice would tell of news long known: it is not sent.
      if (Date.parse(push.created_at) + push.ttl_seconds * 1000 <= Date.now()) {
        await pushes.markFailed(push.id, 'past its time to live', { attempts: pushAttempts })
        continue
      }
      const held = new Date(Date.now() + Math.max(pushRetryDelayMs(attempts), claimHoldMs))
      if (!(await pushes.claim(push, attempts, held.toISOString()))) continue
      tried += 1
      const outcome = await tryPush(push, keys, config.push)
      switch (outcome.kind) {
        case 'sent':
          await pushes.markSent(push.id, nowIso())
          break
        case 'gone':
          app.log.info(
            { subscription: push.subscription_id },
            `push device gone: ${outcome.reason}`,
          )
          await pushes.removeGone(push.subscription_id)
          break
        case 'retry': {
          app.log.warn({ push: push.id, attempts }, `push not sent: ${outcome.reason}`)
          const waitMs =
            outcome.afterMs === undefined
              ? pushRetryDelayMs(attempts)
              : askedWaitMs(outcome.afterMs, attempts)
          await pushes.markFailed(push.id, outcome.reason, {
            nextAttemptAt: new Date(Date.now() + waitMs).toISOString(),
          })
          break
        }
        case 'refused':
          app.log.error({ push: push.id }, `push refused: ${outcome.reason}`)
          await pushes.markFailed(push.id, outcome.reason, { attempts: pushAttempts })
          break
      }
    }
    if (tried === 0) return pushes.nextDue(pushAttempts)
  }
}

/** The shop's VAPID pair: configured, or made once and kept in the database for every instance. */
async function vapidKeys(app: FastifyInstance): Promise<VapidKeys> {
  const configured = app.config.push.vapidKeys
  if (configured) return configured
  const kept = await app.serverSecretsRepository.keep(
    'vapid-keys',
    JSON.stringify(webpush.generateVAPIDKeys()),
  )
  return JSON.parse(kept) as VapidKeys
}

/**
 * Web Push to buyers' and staff's devices: kept with the change it tells of, sent after it
 * commits, retried on 429 and 5xx (after the push service's Retry-After), a device the push
 * service no longer knows removed; a sweep every half minute sends what another process kept.
 */
export const pushQueuePlugin = fp(
  async (app) => {
    if (!app.config.push.enabled) {
      app.decorate('pushQueue', {
        publicKey: null,
        add: async () => {},
        sendDue: async () => {},
      } satisfies PushQueue)
      return
    }
    const keys = await vapidKeys(app)
    const rounds = sendRounds(app, {
      name: 'push queue',
      sendOnce: async (closing) => {
        const next = await sendDuePushes(app, keys, closing)
        // At least a second on: a push due now that another process holds is theirs to send.
        if (next) rounds.sendAt(Math.max(Date.parse(next), Date.now() + 1000))
      },
      sweepMs,
    })
    const queue: PushQueue = {
      publicKey: keys.publicKey,
      async add(pushes) {
        await app.pushRepository.queue(
          pushes.map((push) => ({
            key: push.key,
            subscriptionId: push.subscriptionId,
            payload: JSON.stringify(push.notice),
            ttlSeconds: push.delivery.ttlSeconds,
            urgency: push.delivery.urgency,
            topic: push.topic ?? null,
          })),
          nowIso(),
        )
        if (pushes.length > 0) whenCommitted(() => void rounds.sendDue())
      },
      sendDue: rounds.sendDue,
    }
    app.decorate('pushQueue', queue)
  },
  {
    name: 'push-queue',
    dependencies: ['database', 'push-repository', 'server-secrets-repository'],
  },
)
