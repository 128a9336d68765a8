import type { FastifyInstance } from 'fastify'
import type { Language } from '../../src/contract/common'
import { notFound } from '../http/errors'

/** The shop's stored settings in a language; 404 when the shop has none in it. */
export async function siteSettings(app: FastifyInstance, lang: Language) {
  const settings = await app.contentRepository.siteSettings(lang)
  if (!settings) throw notFound(`The shop has no settings for language ${lang}.`)
  return settings
}

/** The settings calls' answer: the stored configuration, the media path, the lock and the currency. */
export async function siteConfiguration(app: FastifyInstance, lang: Language) {
  const settings = await siteSettings(app, lang)
  return {
    status: true as const,
    conf: settings.conf,
    setting: {
      upload_path: settings.setting.upload_path,
      luck: app.config.siteLockKey ? (1 as const) : (0 as const),
      currency: app.config.currency,
    },
  }
}
