import type { Language } from '../contract/common'
import { firstAnswerKey, firstAnswersElementId, type FirstAnswer } from '../contract/first-answers'

let waiting: Map<string, unknown> | undefined

/**
 * How long after the page opened its answers serve: the app's start reads them at once; a read
 * after that (a refetch, another page) wants the API's answer of that moment.
 */
export const firstAnswersServeMs = 30_000

/** The answers the server wrote into the page, read once and taken out of the document. */
function answersInPage(): Map<string, unknown> {
  if (waiting) return waiting
  waiting = new Map()
  const element =
    typeof document === 'undefined' ? null : document.getElementById(firstAnswersElementId)
  if (!element) return waiting
  element.remove()
  try {
    const answers = JSON.parse(element.textContent ?? '[]') as FirstAnswer[]
    for (const { path, lang, body, answer } of answers) {
      waiting.set(firstAnswerKey(path, lang, body), answer)
    }
  } catch {
    // A page without readable answers: the app asks the API as usual.
  }
  return waiting
}

/**
 * The answer the server already gave to this read when it sent the page, if any. Each is used
 * once, by the app's first read: later reads of the same data ask the API.
 */
export function takeFirstAnswer(path: string, lang: Language | undefined, body: unknown): unknown {
  const answers = answersInPage()
  if (performance.now() > firstAnswersServeMs) answers.clear()
  const key = firstAnswerKey(path, lang, body)
  const answer = answers.get(key)
  answers.delete(key)
  return answer
}
