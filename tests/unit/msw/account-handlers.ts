import {
  accountErrorCodes,
  checkTokenCall,
  findUserCall,
  loginCall,
  loginFailedMessage,
  registerAccountCall,
  requestPasswordResetCall,
  resetPasswordCall,
} from '../../../src/contract/accounts'
import type { AnyCall, CallRequest } from '../../../src/contract/call'
import { answer, apiError } from './handlers'

/** The test shop's one account and the login token it issues. */
export const knownAccount = {
  id: 7,
  fname: 'Demo',
  lname: 'Visitor',
  email: 'demo@example.com',
  phone: '09120000000',
  password: 'demo-password-1',
}
export const liveToken = 'live-token-of-the-demo-account'
/** Reset links: one the shop takes, one already used. */
export const goodResetToken = 'good-reset-token'
export const usedResetToken = 'used-reset-token'

const { password: _password, ...user } = knownAccount
const authorised = (token: string, who = user) => ({
  status: true,
  msg: 'success',
  authorisation: { token },
  user: who,
})

/** Every request each account call received, in order. */
export type SeenCalls = Map<string, unknown[]>

/**
 * The account calls as the shop answers them, recording what each received: the known account
 * logs in by email or phone, its email and phone are taken, `liveToken` is the one valid token.
 */
export function accountHandlers(seen: SeenCalls = new Map()) {
  const record = <C extends AnyCall>(call: C, body: CallRequest<C>) => {
    seen.set(call.path, [...(seen.get(call.path) ?? []), body])
  }
  const bearer = (request: Request) => request.headers.get('authorization')?.replace(/^Bearer /, '')
  return [
    answer(loginCall, (body) => {
      record(loginCall, body)
      const known = [knownAccount.email, knownAccount.phone].includes(body.userName.trim())
      return known && body.password === knownAccount.password
        ? authorised(liveToken)
        : apiError(401, 'unauthorized', loginFailedMessage)
    }),
    answer(registerAccountCall, (body) => {
      record(registerAccountCall, body)
      const fields: Record<string, string> = {}
      if (body.email.trim().toLowerCase() === knownAccount.email) {
        fields.email = 'An account with this email already exists.'
      }
      if (body.phone === knownAccount.phone) {
        fields.phone = 'An account with this phone number already exists.'
      }
      if (Object.keys(fields).length > 0) {
        return apiError(409, 'conflict', 'An account with this email already exists.', fields)
      }
      return authorised('token-of-a-new-account', {
        id: 8,
        fname: body.fname,
        lname: body.lname,
        email: body.email,
        phone: body.phone,
      })
    }),
    answer(checkTokenCall, (body, request) => {
      record(checkTokenCall, body)
      return { status: bearer(request) === liveToken }
    }),
    answer(findUserCall, (body, request) => {
      record(findUserCall, body)
      return bearer(request) === liveToken
        ? user
        : apiError(
            401,
            'unauthorized',
            'Log in to do this: the token is missing, expired or invalid.',
          )
    }),
    answer(requestPasswordResetCall, (body) => {
      record(requestPasswordResetCall, body)
      return {
        status: true,
        msg: 'If an account matches, we have sent it a link to choose a new password.',
      }
    }),
    answer(resetPasswordCall, (body) => {
      record(resetPasswordCall, body)
      if (body.token === usedResetToken) {
        return apiError(
          410,
          accountErrorCodes.resetTokenUsed,
          'This reset link was already used. Ask for a new one if you still need it.',
        )
      }
      if (body.token !== goodResetToken) {
        return apiError(400, accountErrorCodes.resetTokenInvalid, 'This reset link is not valid.', {
          token: 'This reset link is not valid. Ask for a new one.',
        })
      }
      return { status: true, msg: 'Your password was changed. Log in with the new password.' }
    }),
  ]
}
