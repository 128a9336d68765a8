import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../api/client'
import { ownDataReads } from '../../../api/own-data-reads'
import {
  checkTokenCall,
  findUserCall,
  loginCall,
  logoutCall,
  registerAccountCall,
  requestPasswordResetCall,
  resetPasswordCall,
} from '../../../contract/accounts'
import type { CallRequest } from '../../../contract/call'
import type { Language } from '../../../contract/common'
import { browserSession } from '../../../lib/browser-session'

/** Whether the shop still accepts a stored login token. */
export const tokenCheckQueryOptions = (lang: Language, token: string) =>
  queryOptions({
    queryKey: ['account', 'check', token, lang],
    queryFn: ({ signal }) => callApi(checkTokenCall, {}, { lang, signal, token }),
    // A login the shop has just answered (or accepted a minute ago) is not asked about again.
    staleTime: 60_000,
  })

/** The visitor behind a login token; a token the shop no longer accepts fails with a 401. */
export const accountUserQueryOptions = (lang: Language, token: string) =>
  queryOptions({
    queryKey: ['account', 'user', token, lang],
    ...ownDataReads,
    queryFn: ({ signal }) => callApi(findUserCall, {}, { lang, signal, token }),
  })

/** Logs in; what this browser's visitor put in the cart joins the account's cart. */
export const logIn = (body: CallRequest<typeof loginCall>, lang: Language) =>
  callApi(loginCall, { ...body, session: browserSession() }, { lang })

/** Creates the account and logs it in. */
export const register = (body: CallRequest<typeof registerAccountCall>, lang: Language) =>
  callApi(registerAccountCall, { ...body, session: browserSession() }, { lang })

/** Mails a reset link when an account matches; the answer is the same either way. */
export const requestPasswordReset = (
  body: CallRequest<typeof requestPasswordResetCall>,
  lang: Language,
) => callApi(requestPasswordResetCall, body, { lang })

/** Sets a new password with the token of a reset link; every login of the account ends. */
export const resetPassword = (body: CallRequest<typeof resetPasswordCall>, lang: Language) =>
  callApi(resetPasswordCall, body, { lang })

/** Ends a login token at the shop. */
export const logOut = (token: string, lang: Language) => callApi(logoutCall, {}, { lang, token })
