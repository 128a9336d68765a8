import type { Selectable } from 'kysely'
import type { Role } from '../../src/contract/roles'
import { changedAnyRow } from '../db/changed-rows'
import { repositoryPlugin, type DbScope } from '../db/repository-plugin'
import type { PushQueueTable, PushSubscriptionsTable } from '../db/schema'

declare module 'fastify' {
  interface FastifyInstance {
    pushRepository: ReturnType<typeof createPushRepository>
  }
}

export type StoredPushSubscription = Selectable<PushSubscriptionsTable>

/**
 * Whose a device is: an account's (0 for none), turned on in a browser session ('' when the page
 * gave none). Without an account, the session alone says whose.
 */
export interface PushOwner {
  userId: number
  session: string
}

/** A device as it is turned on. */
export interface NewPushSubscription extends PushOwner {
  endpoint: string
  p256dh: string
  auth: string
  expiresAt: string | null
  lang: string
  browser: string
  system: string
}

/** A push to keep until it is sent. */
export interface NewPush {
  key: string
  subscriptionId: number
  payload: string
  ttlSeconds: number
  urgency: string
  topic: string | null
}

/** A push due, with where it goes. */
export type DuePush = Pick<
  Selectable<PushQueueTable>,
  | 'id'
  | 'payload'
  | 'ttl_seconds'
  | 'urgency'
  | 'topic'
  | 'created_at'
  | 'attempts'
  | 'next_attempt_at'
  | 'subscription_id'
> &
  Pick<StoredPushSubscription, 'endpoint' | 'p256dh' | 'auth'>

/** Devices told of orders and of the back office's news, and the pushes waiting for them. */
export function createPushRepository(currentDb: DbScope) {
  /** An owner's devices: the account's, or without one the session's turned on without a login. */
  const owned = (owner: PushOwner) =>
    currentDb()
      .selectFrom('push_subscriptions')
      .selectAll()
      .where('user_id', '=', owner.userId)
      .$if(owner.userId === 0, (query) => query.where('session', '=', owner.session))

  return {
    /**
     * Turns a device on, or brings it up to date: an endpoint is one device, whoever turned it on
     * last owns it (a second login on the same browser, or a buyer who logged in).
     */
    async subscribe(device: NewPushSubscription, now: string): Promise<StoredPushSubscription> {
      const db = currentDb()
      const fields = {
        p256dh: device.p256dh,
        auth: device.auth,
        expires_at: device.expiresAt,
        user_id: device.userId,
        session: device.session,
        lang: device.lang,
        browser: device.browser,
        system: device.system,
      }
      return db
        .insertInto('push_subscriptions')
        .values({ endpoint: device.endpoint, ...fields, created_at: now })
        .onConflict((oc) =>
          oc.column('endpoint').doUpdateSet((eb) => ({
            ...fields,
            // The back office's news stays with the same staff member only.
            staff_news: eb
              .case()
              .when('push_subscriptions.user_id', '=', device.userId)
              .then(eb.ref('push_subscriptions.staff_news'))
              .else('')
              .end(),
          })),
        )
        .returningAll()
        .executeTakeFirstOrThrow()
    },

    /** The owner's device with this endpoint. */
    ownDeviceAt(owner: PushOwner, endpoint: string) {
      return owned(owner).where('endpoint', '=', endpoint).executeTakeFirst()
    },

    /** The account's devices, newest first. */
    devicesOf(userId: number) {
      return owned({ userId, session: '' }).orderBy('id', 'desc').limit(100).execute()
    },

    /**
     * The devices an order's buyer is told on: the account's, and those of the browser session
     * it was placed in (turned on before a login, or with one).
     */
    async buyerDevices(buyer: PushOwner): Promise<StoredPushSubscription[]> {
      if (buyer.userId === 0 && buyer.session === '') return []
      return currentDb()
        .selectFrom('push_subscriptions')
        .selectAll()
        .where((eb) =>
          eb.or([
            ...(buyer.userId === 0 ? [] : [eb('user_id', '=', buyer.userId)]),
            // The session's devices turned on without a login, or with the buyer's own.
            ...(buyer.session === ''
              ? []
              : [
                  eb.and([
                    eb('session', '=', buyer.session),
                    eb('user_id', 'in', [0, buyer.userId]),
                  ]),
                ]),
          ]),
        )
        .execute()
    },

    /** Staff's devices told of this news, with their accounts' role and areas. */
    staffDevices(news: string) {
      return currentDb()
        .selectFrom('push_subscriptions')
        .innerJoin('users', 'users.id', 'push_subscriptions.user_id')
        .selectAll('push_subscriptions')
        .select(['users.role', 'users.areas'])
        .where('users.role', 'in', ['staff', 'admin'])
        .where('push_subscriptions.staff_news', 'like', `%${news}%`)
        .$narrowType<{ role: Role }>()
        .execute()
    },

    /** Sets the back office's news a device is told of. */
    async setStaffNews(id: number, news: string): Promise<void> {
      await currentDb()
        .updateTable('push_subscriptions')
        .set({ staff_news: news })
        .where('id', '=', id)
        .execute()
    },

    /** Turns an owner's device off (its waiting pushes go with it); false when it was not theirs. */
    removeOwn(owner: PushOwner, which: { id: number } | { endpoint: string }): Promise<boolean> {
      let removal = currentDb()
        .deleteFrom('push_subscriptions')
        .where('user_id', '=', owner.userId)
        .$if(owner.userId === 0, (query) => query.where('session', '=', owner.session))
      removal =
        'id' in which
          ? removal.where('id', '=', which.id)
          : removal.where('endpoint', '=', which.endpoint)
      return changedAnyRow(removal)
    },

    /** Whether a device with this id exists (someone's). */
    async exists(id: number): Promise<boolean> {
      const row = await currentDb()
        .selectFrom('push_subscriptions')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst()
      return row !== undefined
    },

    /** A device its push service says is gone (404, 410): it and its waiting pushes go. */
    async removeGone(id: number): Promise<void> {
      await currentDb().deleteFrom('push_subscriptions').where('id', '=', id).execute()
    },

    /** Keeps pushes until sent; a key kept already is not kept again. */
    async queue(pushes: NewPush[], now: string): Promise<void> {
      if (pushes.length === 0) return
      await currentDb()
        .insertInto('push_queue')
        .values(
          pushes.map((push) => ({
            key: push.key,
            subscription_id: push.subscriptionId,
            payload: push.payload,
            ttl_seconds: push.ttlSeconds,
            urgency: push.urgency,
            topic: push.topic,
            created_at: now,
            next_attempt_at: now,
          })),
        )
        .onConflict((oc) => oc.column('key').doNothing())
        .execute()
    },

    /** Pushes due now, oldest first, under `maxAttempts` tries. */
    due(now: string, maxAttempts: number, limit: number): Promise<DuePush[]> {
      return currentDb()
        .selectFrom('push_queue')
        .innerJoin('push_subscriptions', 'push_subscriptions.id', 'push_queue.subscription_id')
        .select([
          'push_queue.id',
          'push_queue.payload',
          'push_queue.ttl_seconds',
          'push_queue.urgency',
          'push_queue.topic',
          'push_queue.created_at',
          'push_queue.attempts',
          'push_queue.next_attempt_at',
          'push_queue.subscription_id',
          'push_subscriptions.endpoint',
          'push_subscriptions.p256dh',
          'push_subscriptions.auth',
        ])
        .where('push_queue.sent_at', 'is', null)
        .where('push_queue.next_attempt_at', '<=', now)
        .where('push_queue.attempts', '<', maxAttempts)
        .orderBy('push_queue.id')
        .limit(limit)
        .execute()
    },

    /** When the next push not yet sent is due, if any is. */
    async nextDue(maxAttempts: number): Promise<string | undefined> {
      const row = await currentDb()
        .selectFrom('push_queue')
        .select((eb) => eb.fn.min('next_attempt_at').as('next'))
        .where('sent_at', 'is', null)
        .where('attempts', '<', maxAttempts)
        .executeTakeFirst()
      return row?.next ?? undefined
    },

    /**
     * Claims a try of a push: its tries counted and its next try moved on, guarded by the next
     * try it was read with, so of two processes one makes it. False when another did.
     */
    claim(push: DuePush, attempts: number, nextAttemptAt: string): Promise<boolean> {
      return changedAnyRow(
        currentDb()
          .updateTable('push_queue')
          .set({ attempts, next_attempt_at: nextAttemptAt })
          .where('id', '=', push.id)
          .where('sent_at', 'is', null)
          .where('next_attempt_at', '=', push.next_attempt_at),
      )
    },

    /** Pushes sent or given up before `before`: what they said need not be kept. */
    async prune(before: string): Promise<void> {
      await currentDb()
        .deleteFrom('push_queue')
        .where((eb) =>
          eb.or([
            eb('sent_at', '<', before),
            eb.and([eb('sent_at', 'is', null), eb('created_at', '<', before)]),
          ]),
        )
        .execute()
    },

    async markSent(id: number, now: string): Promise<void> {
      await currentDb()
        .updateTable('push_queue')
        .set({ sent_at: now, last_error: null })
        .where('id', '=', id)
        .execute()
    },

    /** A failed try: why, and when the next is due (or no next: `attempts` set to the last). */
    async markFailed(
      id: number,
      reason: string,
      next: { nextAttemptAt: string } | { attempts: number },
    ): Promise<void> {
      await currentDb()
        .updateTable('push_queue')
        .set({
          last_error: reason.slice(0, 500),
          ...('nextAttemptAt' in next
            ? { next_attempt_at: next.nextAttemptAt }
            : { attempts: next.attempts }),
        })
        .where('id', '=', id)
        .execute()
    },
  }
}

export const pushRepositoryPlugin = repositoryPlugin('pushRepository', createPushRepository)
