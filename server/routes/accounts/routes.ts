import type { FastifyPluginAsync } from 'fastify'
import {
  accountErrorCodes,
  checkTokenCall,
  findUserCall,
  loginCall,
  logoutCall,
  registerAccountCall,
  requestPasswordResetCall,
  resetPasswordCall,
} from '../../../src/contract/accounts'
import { ApiError, unauthorized } from '../../http/errors'
import { registerCall } from '../../http/register-call'
import { requestToken } from '../../http/request-context'
import type { ResetTokenProblem } from '../../repositories/accounts-repository'
import { neverStoreAnswers } from '../../plugins/security-headers'
import { hashPassword } from '../../security/passwords'
import { logIn } from '../../services/log-in'
import { registerAccount } from '../../services/register-account'
import { requestPasswordReset } from '../../services/request-password-reset'

const resetRequestedMessage =
  'If an account matches, we have sent it a link to choose a new password.'

const resetProblems: Record<ResetTokenProblem, () => ApiError> = {
  unknown: () =>
    new ApiError(400, accountErrorCodes.resetTokenInvalid, 'This reset link is not valid.', {
      token: { reason: 'invalid', message: 'This reset link is not valid. Ask for a new one.' },
    }),
  used: () =>
    new ApiError(
      410,
      accountErrorCodes.resetTokenUsed,
      'This reset link was already used. Ask for a new one if you still need it.',
    ),
  expired: () =>
    new ApiError(
      410,
      accountErrorCodes.resetTokenExpired,
      'This reset link has expired. Ask for a new one.',
    ),
}

/** Runs before the write's transaction opens: scrypt takes a noticeable fraction of a second. */
async function hashNewPassword({ body }: { body: { password: string } }) {
  return { passwordHash: await hashPassword(body.password) }
}

/** Visitor accounts: register, log in and out, check a token, reset a forgotten password. */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  const { accountsRepository, config } = app
  neverStoreAnswers(app)
  // Calls that guess passwords, accounts or tokens: a few per minute per client address.
  const rateLimit = { max: config.authRateLimit, timeWindow: '1 minute' }

  registerCall(
    app,
    registerAccountCall,
    { errors: [409], rateLimit, prepare: hashNewPassword },
    async ({ body, prepared }) => {
      const { token, user } = await registerAccount(app, body, prepared.passwordHash)
      return { status: true, msg: 'success', authorisation: { token }, user }
    },
  )

  registerCall(app, loginCall, { errors: [401], rateLimit }, async ({ body }) => {
    const { token, user } = await logIn(app, body)
    return { status: true, msg: 'success', authorisation: { token }, user }
  })

  registerCall(app, checkTokenCall, async ({ user }) => ({ status: user !== null }))

  registerCall(app, findUserCall, async ({ user }) => {
    return user
  })

  registerCall(app, logoutCall, { errors: [401] }, async ({ body, request }) => {
    const token = requestToken(request, body)
    if (!token) throw unauthorized('Send the token to log out.')
    await accountsRepository.revokeLoginToken(token)
    return { status: true, msg: 'You are logged out.' }
  })

  registerCall(app, requestPasswordResetCall, { rateLimit }, async ({ body, lang, request }) => {
    await requestPasswordReset(app, {
      userName: body.userName,
      requesterAddress: request.ip,
      lang,
    })
    return { status: true, msg: resetRequestedMessage }
  })

  registerCall(
    app,
    resetPasswordCall,
    { errors: [410], rateLimit, prepare: hashNewPassword },
    async ({ body, prepared }) => {
      const result = await accountsRepository.consumeResetToken(body.token)
      if ('problem' in result) throw resetProblems[result.problem]()
      await accountsRepository.setPassword(result.userId, prepared.passwordHash)
      await accountsRepository.revokeUserLoginTokens(result.userId)
      return { status: true, msg: 'Your password was changed. Log in with the new password.' }
    },
  )
}
