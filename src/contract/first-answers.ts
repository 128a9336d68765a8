import type { Language } from './common'

/**
 * The answers the server writes into the page it answers a navigation with: the API reads the
 * app makes first for that URL, so the first view renders without waiting for the network.
 * They sit in a `<script type="application/json">` (data, never run: the CSP stays strict).
 */
export const firstAnswersElementId = 'shop-first-answers'

export interface FirstAnswer {
  path: string
  /** The `lang` header of the call; absent for the shop's default language. */
  lang?: Language
  body: unknown
  /** The API's answer as it went on the wire. */
  answer: unknown
}

/** JSON with object keys sorted, so equal bodies give equal text whatever their key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/** Names one read: the same path, language and body give the same key on server and client. */
export function firstAnswerKey(path: string, lang: Language | undefined, body: unknown): string {
  return `${lang ?? ''} ${path} ${canonicalJson(body)}`
}

/**
 * The answers as the text of a JSON script element: `<` is escaped so no text in an answer can
 * close the element, and U+2028/U+2029 so the text stays valid in every parser.
 */
export function firstAnswersJson(answers: FirstAnswer[]): string {
  return JSON.stringify(answers)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
