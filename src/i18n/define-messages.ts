import type { Locale } from './locales'

/**
 * A feature's messages in every locale. The English set names the ids; Persian and Arabic must
 * have exactly the same ids (a missing one is a type error, and a unit test checks it too).
 */
export type FeatureMessages<Ids extends string = string> = Record<Locale, Record<Ids, string>>

export function defineMessages<const En extends Record<string, string>>(messages: {
  en: En
  fa: Record<keyof En, string>
  ar: Record<keyof En, string>
}): FeatureMessages<keyof En & string> {
  return messages
}
