import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../api/client'
import {
  authenticityCall,
  normalizeSerial,
  type productTypes,
} from '../../../contract/authenticity'
import type { Language } from '../../../contract/common'

export type ProductType = (typeof productTypes)[number]

/** Checks a serial number (at least 5 characters; shorter ones are answered without a call). */
export const authenticityQueryOptions = (lang: Language, serial: string, type: ProductType) =>
  queryOptions({
    queryKey: ['authenticity', 'check', normalizeSerial(serial), type, lang],
    queryFn: ({ signal }) => callApi(authenticityCall, { serial, type }, { lang, signal }),
    // A registration does not change while the visitor looks at it.
    staleTime: 10 * 60_000,
  })
