import type { FastifyRequest } from 'fastify'
import type { Language } from '../../src/contract/common'
import { errorCodes } from '../../src/contract/errors'
import { parseLanguageHeader } from '../../src/contract/language-rules'
import { ApiError } from './errors'

/** The content language from the `lang` header, else the shop's default. */
export function requestLanguage(request: FastifyRequest, fallback: Language): Language {
  const header = request.headers.lang
  if (header === undefined || header === '') return fallback
  const lang = parseLanguageHeader(String(header))
  if (!lang) throw new ApiError(400, errorCodes.badRequest, 'The lang header must be EN, FA or AR.')
  return lang
}

/** The bearer token from `Authorization`, else a `token` field in the body (the original clients send it there). */
export function requestToken(request: FastifyRequest, body: unknown): string | undefined {
  const bearer = /^bearer +(.*)$/i.exec(request.headers.authorization ?? '')
  if (bearer) return bearer[1]?.trim() || undefined
  if (body && typeof body === 'object' && 'token' in body && typeof body.token === 'string') {
    return body.token || undefined
  }
  return undefined
}
