import type { z } from 'zod'
import type { seoSchema } from '../../src/contract/common'

export type SeoWire = z.input<typeof seoSchema>

/** The SEO fields of a page, post or category row; `meta_key` stays JSON text. */
export function seoRecord(
  row: { title: string; meta_description: string; meta_key: string },
  link: string,
  canonical = link,
): SeoWire {
  return {
    title: row.title,
    meta_description: row.meta_description,
    meta_key: row.meta_key,
    canonical,
    link,
  }
}
