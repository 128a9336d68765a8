import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { callApi } from '../../../api/client'
import type { Language } from '../../../contract/common'
import { listMaxLimit, projectListCall, serviceListCall } from '../../../contract/content'
import type { Locale } from '../../../contract/language-rules'
import { apiLanguage } from '../../../lib/language'
import { mediaAddressOf } from '../../../lib/media'

const showcaseCalls = { services: serviceListCall, projects: projectListCall }

/** What a showcase list holds: the shop's services or its projects. */
export type ShowcaseKind = keyof typeof showcaseCalls

/** The shop's services or projects, latest first: all of them, as their lists have no pages. */
export const showcaseListQueryOptions = (kind: ShowcaseKind, lang: Language) =>
  queryOptions({
    queryKey: ['portfolio', kind, lang],
    queryFn: ({ signal }) =>
      callApi(showcaseCalls[kind], { method: 'last', limit: listMaxLimit }, { lang, signal }),
  })

/** Reads a showcase list for its page, with the picture its link previews show: the latest one's. */
export async function loadShowcase(
  {
    queryClient,
    locale,
    site,
  }: { queryClient: QueryClient; locale: Locale; site?: Parameters<typeof mediaAddressOf>[0] },
  kind: ShowcaseKind,
): Promise<{ image: string | undefined }> {
  const list = await queryClient.ensureQueryData(
    showcaseListQueryOptions(kind, apiLanguage(locale)),
  )
  const picture = list.data.find((item) => item.img)?.img
  return { image: picture ? mediaAddressOf(site).url(picture) : undefined }
}
