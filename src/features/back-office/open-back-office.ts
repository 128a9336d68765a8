import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query'
import type { AccountUser } from '../../contract/accounts'
import type { Locale } from '../../contract/language-rules'
import { apiLanguage } from '../../lib/language'
import { readToken } from '../../lib/login-token'
import { newBackOfficeQueryClient, staffAccountQuery, type StaffAsking } from './api/staff-calls'
import { mayOpenSection, sectionOfPath } from './back-office-sections'

/** What the back office's routes read from their context: its query cache and who opened it. */
export interface BackOfficeContext {
  /** The back office's own query cache (never saved on the device, unlike the shop's). */
  queryClient: QueryClient
  /** The login it is opened with ('' for none). */
  token: string
  /** The account, as the shop answered for the login; undefined when it did not answer. */
  user: AccountUser | undefined
}

/** One cache for the login: the back office's screens share what they read. */
let queryClient: QueryClient | undefined
/** The login the cache holds reads for. */
let cachedFor: string | null = null

/**
 * The back office's layout route's `beforeLoad`, in the browser only: with a login, the account's
 * role is read from the shop (never from the device) for the screens to open or refuse. No answer
 * leaves `user` undefined: the frame says so and asks again. Without a login there is no one to
 * ask for: the frame sends the visitor to the login screen, which brings them back (a redirect
 * thrown here would cut the page's hydration short).
 */
export async function openBackOffice({
  locale,
}: {
  locale: Locale
}): Promise<{ backOffice: BackOfficeContext }> {
  queryClient ??= newBackOfficeQueryClient()
  const token = readToken()
  // Nothing of another login's back office stays in memory.
  if (token !== cachedFor) queryClient.clear()
  cachedFor = token
  const user = token
    ? await queryClient
        .fetchQuery(staffAccountQuery(token, apiLanguage(locale)))
        .catch(() => undefined)
    : undefined
  return { backOffice: { queryClient, token: token ?? '', user } }
}

/**
 * Starts reading a screen's data in its route's loader, through the back office's cache, so the
 * screen finds it on its way there. The address changes at once (a box ticked shows ticked, the
 * screen says it is loading) rather than when the read is answered; what fails is the screen's to
 * say (and ask again). A screen the staff member may not open reads nothing: the shop would refuse it.
 */
export function startBackOfficeRead<T, Key extends QueryKey>(
  {
    context,
    location,
  }: {
    context: { backOffice?: BackOfficeContext; locale: Locale }
    location: { pathname: string }
  },
  read: (asking: StaffAsking) => FetchQueryOptions<T, Error, T, Key>,
): void {
  const { backOffice } = context
  if (!backOffice?.user) return
  const section = sectionOfPath(location.pathname)
  if (section && !mayOpenSection(backOffice.user, section)) return
  void backOffice.queryClient.prefetchQuery(
    read({ lang: apiLanguage(context.locale), token: backOffice.token }),
  )
}
