import type { Query } from '@tanstack/query-core'
import { savedAtHeader } from '../../sw/saved-copy-names'

/** The answers the service worker gave from its saved copies, and when each copy was saved. */
const savedAnswers = new WeakMap<object, number>()

/** Notes a read's data as the worker's saved copy, with its time, if the answer was one. */
export function noteSavedAnswer(data: unknown, answer: Response): void {
  const savedAt = Number(answer.headers.get(savedAtHeader))
  if (savedAt > 0 && data instanceof Object) savedAnswers.set(data, savedAt)
}

/**
 * A read the service worker answered from its copy (offline, or while the shop was busy) is as
 * old as that copy: the query's data keeps the copy's time, which the offline notice shows.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query of the cache
export function keepSavedAnswerAge(data: unknown, query: Query<any, any, any, any>): void {
  const savedAt = savedAnswers.get(data as object) ?? Infinity
  if (savedAt < query.state.dataUpdatedAt) query.setState({ dataUpdatedAt: savedAt })
}
