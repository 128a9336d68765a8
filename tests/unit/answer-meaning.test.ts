import { describe, expect, it } from 'vitest'
import { meaningOfAnswer, type AnswerMeaning } from '../../src/contract/answer-meaning'
import { errorCodes } from '../../src/contract/errors'

describe('what an answer of the shop means', () => {
  it.each<[string, Parameters<typeof meaningOfAnswer>[0], AnswerMeaning]>([
    ['taken (200)', { status: 200 }, { kind: 'sent' }],
    ['made (201)', { status: 201 }, { kind: 'sent' }],
    [
      'refused for what was sent (400)',
      { status: 400, code: errorCodes.validation },
      { kind: 'refused', code: errorCodes.validation },
    ],
    [
      'refused for who asks (403)',
      { status: 403, code: errorCodes.forbidden },
      { kind: 'refused', code: errorCodes.forbidden },
    ],
    [
      'refused: nothing there (404)',
      { status: 404, code: errorCodes.notFound },
      { kind: 'refused', code: errorCodes.notFound },
    ],
    [
      'refused: a key used for another write (422)',
      { status: 422, code: errorCodes.idempotencyMismatch },
      { kind: 'refused', code: errorCodes.idempotencyMismatch },
    ],
    ['refused without the error shape (404)', { status: 404 }, { kind: 'refused', code: '' }],
    [
      'the login is missing or ended (401)',
      { status: 401, code: errorCodes.unauthorized },
      { kind: 'login-needed' },
    ],
    [
      'restarting or overloaded, with its wait (503)',
      { status: 503, code: errorCodes.unavailable, retryAfterSeconds: 2 },
      { kind: 'try-later', retryAfterSeconds: 2 },
    ],
    [
      'too many at once (429)',
      { status: 429, code: errorCodes.rateLimited, retryAfterSeconds: 60 },
      { kind: 'try-later', retryAfterSeconds: 60 },
    ],
    ['it stopped waiting for the request (408)', { status: 408 }, { kind: 'try-later' }],
    [
      'the same write still in progress (409)',
      { status: 409, code: errorCodes.idempotencyInProgress, retryAfterSeconds: 1 },
      { kind: 'try-later', retryAfterSeconds: 1 },
    ],
    [
      'a conflict the shop decided (409)',
      { status: 409, code: errorCodes.conflict },
      { kind: 'refused', code: errorCodes.conflict },
    ],
    ['a failure of its own (500)', { status: 500, code: errorCodes.internal }, { kind: 'failed' }],
    ['a call it does not make (501)', { status: 501 }, { kind: 'failed' }],
    ['nothing came: the network failed (0)', { status: 0 }, { kind: 'no-answer' }],
    ['only its gateway answered (502)', { status: 502 }, { kind: 'no-answer' }],
    ['only its gateway answered, late (504)', { status: 504 }, { kind: 'no-answer' }],
  ])('%s', (_case, answer, meaning) => {
    expect(meaningOfAnswer(answer)).toEqual(meaning)
  })
})
