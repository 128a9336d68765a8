import type { Language } from '../../../src/contract/common'
import type { Db } from '../../db/database'
import { notFound } from '../../http/errors'

/** The blog's part of the stored `setting` JSON. */
export interface StoredBlogSetting {
  layout: unknown[]
  seo: {
    title: string
    meta_description: string
    meta_key: string[]
    canonical: string
    link: string
  }
}

export interface StoredSetting {
  upload_path: string
  blog: StoredBlogSetting
}

/** The settings row of a language: `conf` as stored JSON text, `setting` parsed. */
export async function siteSettings(
  db: Db,
  lang: Language,
): Promise<{ conf: string; setting: StoredSetting }> {
  const row = await db
    .selectFrom('settings')
    .select(['conf', 'setting'])
    .where('lang', '=', lang)
    .executeTakeFirst()
  if (!row) throw notFound(`The shop has no settings for language ${lang}.`)
  return { conf: row.conf, setting: JSON.parse(row.setting) as StoredSetting }
}
