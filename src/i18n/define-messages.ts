import type { Locale } from '../contract/language-rules'

/** One locale's messages of a feature, by id (FormatJS's parsed form once built). */
export type MessageSet<Ids extends string = string> = Readonly<Record<Ids, string>>

/**
 * A feature's messages. In the source (and on the server, and in tests) every locale's set is
 * there; the browser's build leaves them out and loads a locale's set when the page needs it
 * (`src/i18n/message-loading.ts`), so a page carries only its own language's messages.
 */
export interface FeatureMessages<Ids extends string = string> {
  /** The sets present now, by locale. */
  readonly sets: Partial<Record<Locale, MessageSet<Ids>>>
  /** Where each locale's set comes from, when the module does not hold it. */
  readonly loaders?: Readonly<Record<Locale, () => Promise<MessageSet<Ids>>>>
}

/**
 * A feature's messages in every locale. The English set names the ids; Persian and Arabic must
 * have exactly the same ids (a missing one is a type error, and a unit test checks it too).
 */
export function defineMessages<const En extends Record<string, string>>(sets: {
  en: En
  fa: Record<keyof En, string>
  ar: Record<keyof En, string>
}): FeatureMessages<keyof En & string> {
  return { sets }
}

/** The ids of a feature's messages. */
export type MessageIdOf<Messages> = Messages extends FeatureMessages<infer Ids> ? Ids : never
