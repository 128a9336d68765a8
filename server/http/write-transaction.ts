import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { AnyCall } from '../../src/contract/call'
import { errorCodes } from '../../src/contract/errors'
import { inCacheEmptyingTransaction } from './cache-invalidation'
import { ApiError } from './errors'
import {
  claimIdempotencyKey,
  fingerprint,
  idempotencyKey,
  storedAnswer,
  type Replay,
} from './idempotency'

export interface WriteSteps<Prepared, Body> {
  /** Slow work that needs no database, done before the transaction opens. */
  prepare: () => Promise<Prepared>
  /** The write itself, in the transaction it shares with its Idempotency-Key record. */
  write: (prepared: Prepared) => Promise<Body>
}

/**
 * Runs a write in one transaction. With an Idempotency-Key, the key's claim, the write and its
 * answer commit together: a repeat gets the stored answer, the same key with another body 422, a
 * concurrent duplicate 409. Any write empties the read caches of every instance.
 */
export async function inWriteTransaction<Prepared, Body>(
  app: FastifyInstance,
  call: AnyCall,
  request: FastifyRequest,
  reply: FastifyReply,
  { prepare, write }: WriteSteps<Prepared, Body>,
): Promise<Body | FastifyReply> {
  const key = idempotencyKey(request.headers['idempotency-key'])
  if (key && !call.replayable) {
    throw new ApiError(
      400,
      errorCodes.badRequest,
      `${call.path} takes no Idempotency-Key: its answer holds a secret, which is never stored.`,
    )
  }
  if (!key) {
    const prepared = await prepare()
    return inCacheEmptyingTransaction(app, () => write(prepared))
  }

  const user = request.authUser
  const keyed = {
    key,
    scope: user ? `user:${user.id}` : 'anon',
    path: call.path,
    fingerprint: fingerprint(call.path, request.body ?? {}),
  }
  const replayed = (replay: Replay) =>
    reply.header('idempotent-replayed', 'true').code(replay.statusCode).send(replay.body)
  // A repeat of a finished request is answered before any slow preparation.
  const keys = app.idempotencyRepository
  const stored = await storedAnswer(keys, keyed)
  if (stored) return replayed(stored)
  const prepared = await prepare()
  // Claim, write and answer commit together: a refused write or a crash leaves no claim.
  const outcome = await inCacheEmptyingTransaction(app, async () => {
    const replay = await claimIdempotencyKey(keys, keyed)
    if (replay) return { replay }
    const body = await write(prepared)
    await keys.complete(keyed, { statusCode: reply.statusCode, body })
    return { body }
  })
  if (outcome.replay) return replayed(outcome.replay)
  return outcome.body
}
