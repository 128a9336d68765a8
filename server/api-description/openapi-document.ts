import * as z from 'zod/mini'
import { isStaffCall, type AnyCall } from '../../src/contract/call'
import { languages } from '../../src/contract/common'
import { apiErrorSchema, errorCodes } from '../../src/contract/errors'

/** The failures a call of the API can answer, each in the one error shape. */
export type ErrorStatus =
  400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 423 | 429 | 500 | 503

/** A call as the server serves it: what its handler and its registration add to its contract. */
export interface ServedCall {
  call: AnyCall
  /** Failures its handler answers beyond those every call of its kind can give. */
  errors: readonly ErrorStatus[]
  /** It has a per-address limit of its own (logins, back-office calls). */
  rateLimited: boolean
}

type JsonObject = Record<string, unknown>

const failures: Record<ErrorStatus, { description: string; retryAfter?: string }> = {
  400: {
    description: `The body is not JSON, the \`lang\` header is not a language of the shop, or the request is refused (\`${errorCodes.validation}\`): \`error.fields\` names each refused field and \`error.refusals\` says why.`,
  },
  401: { description: 'Log in first: the token is missing, expired or invalid.' },
  403: { description: "The token's account may not make this call." },
  404: { description: 'What the request names is not in the shop.' },
  409: {
    description: `The request conflicts with the shop as it is now (too few in stock, already done), or (\`${errorCodes.idempotencyInProgress}\`) the first request with this Idempotency-Key has not finished.`,
    retryAfter: `Seconds after which a request with the same Idempotency-Key may be answered (\`${errorCodes.idempotencyInProgress}\` only).`,
  },
  410: { description: 'What the request names has expired.' },
  413: { description: 'The body is larger than this call takes.' },
  415: { description: 'Send the body as `application/json`.' },
  422: { description: 'This Idempotency-Key was already used for a different request.' },
  423: { description: 'The shop is locked: unlock it with its key (`site/unlock`) first.' },
  429: {
    description: 'Too many requests of this kind from this address.',
    retryAfter: 'Seconds until this address may try again.',
  },
  500: { description: 'Something went wrong on the shop’s side.' },
  503: {
    description: 'The shop is busy or restarting; nothing was changed.',
    retryAfter: 'Seconds after which to try again.',
  },
}

/** Every failure a call can answer: those of its kind (auth, lock, Idempotency-Key) and its own. */
export function errorStatusesOf({ call, errors, rateLimited }: ServedCall): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>([400, 413, 415, 500, 503, ...errors])
  // A locked shop refuses these calls without its pass, and an address that guesses passes.
  if (call.closedWhileLocked) {
    statuses.add(423)
    statuses.add(429)
  }
  if (call.auth === 'user' || isStaffCall(call)) statuses.add(401)
  if (isStaffCall(call)) statuses.add(403)
  if (rateLimited) statuses.add(429)
  if (call.write && call.replayable) {
    statuses.add(409)
    statuses.add(422)
  }
  return [...statuses].sort((a, b) => a - b)
}

/** A schema as JSON Schema 2020-12 (OpenAPI 3.1's own dialect), as it is sent on the wire. */
function jsonSchemaOf(schema: z.ZodMiniType): JsonObject {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
  }) as JsonObject
  return json
}

/** `/wsd/v1/checkout/add_to_cart` → `checkout_add_to_cart`. */
const operationIdOf = (path: string) => path.replace(/^\/wsd\/v1\//, '').replace(/\//g, '_')

/** The group a call is listed under: its first path segment; the back office's second. */
function tagOf(path: string): string {
  const [first, second] = path.replace(/^\/wsd\/v1\//, '').split('/')
  return first === 'admin' ? `back office: ${second ?? ''}` : (first ?? '')
}

function securityOf(call: AnyCall): JsonObject[] | undefined {
  if (call.auth === 'none') return []
  if (call.auth === 'optional') return [{}, { shopper: [] }]
  if (call.auth === 'user') return [{ shopper: [] }]
  return [{ staff: [] }]
}

function describe(call: AnyCall): string {
  const lines = [
    call.write
      ? 'A write.'
      : call.cacheable
        ? 'A read; a repeat may be answered from a cache of a few seconds.'
        : 'A read.',
  ]
  if (call.auth === 'optional') lines.push('A logged-in shopper’s token adds their own data.')
  if (call.auth === 'admin') lines.push('For admins only.')
  else if (call.area) lines.push(`For admins, and staff given the \`${call.area}\` area.`)
  if (call.write && !call.replayable) {
    lines.push('Its answer holds a secret and is never stored: it refuses an Idempotency-Key.')
  }
  return lines.join(' ')
}

function operationOf(served: ServedCall): JsonObject {
  const { call } = served
  const parameters: JsonObject[] = [{ $ref: '#/components/parameters/lang' }]
  if (call.write && call.replayable)
    parameters.push({ $ref: '#/components/parameters/idempotencyKey' })
  const responses: JsonObject = {
    200: {
      description: 'Done.',
      content: { 'application/json': { schema: jsonSchemaOf(call.response) } },
      ...(call.write && call.replayable
        ? {
            headers: { 'Idempotent-Replayed': { $ref: '#/components/headers/idempotentReplayed' } },
          }
        : {}),
    },
  }
  for (const status of errorStatusesOf(served)) {
    responses[status] = { $ref: `#/components/responses/${String(status)}` }
  }
  return {
    operationId: operationIdOf(call.path),
    tags: [tagOf(call.path)],
    description: describe(call),
    security: securityOf(call),
    parameters,
    requestBody: {
      required: false,
      content: { 'application/json': { schema: jsonSchemaOf(call.request) } },
    },
    responses,
  }
}

function failureResponse(status: ErrorStatus): JsonObject {
  const { description, retryAfter } = failures[status]
  return {
    description,
    ...(retryAfter
      ? {
          headers: {
            'Retry-After': { description: retryAfter, schema: { type: 'integer', minimum: 0 } },
          },
        }
      : {}),
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
  }
}

const allStatuses = Object.keys(failures).map(Number) as ErrorStatus[]

/**
 * The API as an OpenAPI 3.1 document, made from the contract's zod schemas (zod's own JSON
 * Schema output: the same library that checks the calls, so the two cannot drift) and from
 * what each call's registration adds.
 */
export function openApiDocument(calls: readonly ServedCall[], version: string): JsonObject {
  const paths: JsonObject = {
    '/wsd/health': {
      get: {
        operationId: 'health',
        tags: ['health'],
        description: 'Answers while the server takes requests (load balancers ask it).',
        security: [],
        responses: {
          200: {
            description: 'Up.',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { status: { const: true } },
                  required: ['status'],
                },
              },
            },
          },
          503: { $ref: '#/components/responses/503' },
        },
      },
    },
  }
  const sorted = [...calls].sort((a, b) => (a.call.path < b.call.path ? -1 : 1))
  for (const served of sorted) paths[served.call.path] = { post: operationOf(served) }
  return {
    openapi: '3.1.1',
    info: {
      title: 'Storefront API',
      version,
      description: [
        'The API of the shop and its back office. Every call is a POST of a JSON body to its path and answers JSON: `{"status": true, …}` when done, and otherwise the one error shape `{"status": false, "error": {"code", "message", "requestId", …}}`, whose `requestId` (also the `X-Request-Id` header) names the request in the shop’s logs.',
        'Texts come in the language the `lang` header asks for. Writes a client may retry take an `Idempotency-Key` header: a repeat with the same key gets the first answer (marked `Idempotent-Replayed: true`) and changes nothing.',
      ].join('\n\n'),
    },
    paths,
    components: {
      schemas: { ApiError: jsonSchemaOf(apiErrorSchema) },
      responses: Object.fromEntries(allStatuses.map((status) => [status, failureResponse(status)])),
      parameters: {
        lang: {
          name: 'lang',
          in: 'header',
          required: false,
          description:
            'The language of the answer’s texts; the shop’s default language without it.',
          schema: { type: 'string', enum: [...languages] },
        },
        idempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description:
            'A UUID of the client’s making for this write: a repeat with it gets the first answer and changes nothing. Keep it until the write is answered.',
          schema: { type: 'string', format: 'uuid' },
        },
      },
      headers: {
        idempotentReplayed: {
          description: 'The stored answer of an earlier request with this Idempotency-Key.',
          schema: { type: 'string', const: 'true' },
        },
      },
      securitySchemes: {
        shopper: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A shopper’s login token (from `user/login` or `user/register`). Older clients may send it as the body’s `token` field instead.',
        },
        staff: {
          type: 'http',
          scheme: 'bearer',
          description:
            'The login token of a staff or admin account: the back office. Staff make the calls of the areas an admin gave them.',
        },
      },
    },
  }
}
