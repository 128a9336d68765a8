import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import type { Language } from '../../../contract/common'
import { useLanguage } from '../../../i18n/use-intl'
import { useBrowserSession } from '../../../lib/browser-session'
import { useLoginToken } from '../../../lib/login-token'

/**
 * A read of the visitor's own cart, by the browser's session and login: the server renders the
 * page every visitor sees, and the read is asked once the page is hydrated (both are known).
 */
export function useVisitorRead<Answer, Key extends QueryKey>(
  readOptions: (
    lang: Language,
    session: string,
    token: string | null,
  ) => UseQueryOptions<Answer, Error, Answer, Key>,
) {
  const { lang } = useLanguage()
  const session = useBrowserSession()
  const token = useLoginToken()
  const read = useQuery({
    ...readOptions(lang, session ?? '', token ?? null),
    enabled: session !== undefined && token !== undefined,
  })
  return { read, session, token }
}
