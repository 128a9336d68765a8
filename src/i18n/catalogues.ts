import { appStartMessages } from '../features/app-start/messages'
import { blockMessages } from '../features/blocks/messages'
import { layoutMessages } from '../features/layout/messages'
import { siteLockMessages } from '../features/site-lock/messages'
import type { FeatureMessages } from './define-messages'
import { locales, type Locale } from './locales'
import { shopMessages } from './shop-messages'

/** Every feature's messages; a feature with user-facing text adds its `messages.ts` here. */
export const featureCatalogues = [
  shopMessages,
  appStartMessages,
  layoutMessages,
  siteLockMessages,
  blockMessages,
] as const

type IdsOf<T> = T extends FeatureMessages<infer Ids> ? Ids : never
/** Every message id of the shop. */
export type MessageId = IdsOf<(typeof featureCatalogues)[number]>

/** One flat catalogue per locale, merged from the features' messages. */
export const catalogues = Object.fromEntries(
  locales.map((locale) => [
    locale,
    Object.assign({}, ...featureCatalogues.map((feature) => feature[locale])) as Record<
      MessageId,
      string
    >,
  ]),
) as Record<Locale, Record<MessageId, string>>
