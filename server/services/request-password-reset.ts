import type { FastifyInstance } from 'fastify'
import type { Language } from '../../src/contract/common'
import { errorCodes } from '../../src/contract/errors'
import { ApiError } from '../http/errors'
import { resetMail } from '../mail/reset-mail'
import { resetRequester, resetSubject } from '../security/reset-requests'

const resetsExhausted = (retryAfterSeconds: number) => {
  const minutes = Math.ceil(retryAfterSeconds / 60)
  return new ApiError(
    429,
    errorCodes.rateLimited,
    `Reset links for this account were asked for several times just now. Check your inbox and spam folder, or ask again in ${String(minutes)} minute${minutes === 1 ? '' : 's'}.`,
  ).withRetryAfter(retryAfterSeconds)
}

/**
 * Mails a reset link to the account a user name matches, within the reset limits; an unknown
 * name is counted and answered the same, so the answer tells nothing about the account.
 */
export async function requestPasswordReset(
  app: FastifyInstance,
  {
    userName,
    requesterAddress,
    lang,
  }: { userName: string; requesterAddress: string; lang: Language },
): Promise<void> {
  const { accountsRepository, config } = app
  const account = await accountsRepository.accountByUserName(userName)
  const retryAfter = await accountsRepository.admitResetRequest({
    subject: resetSubject(account?.id, userName),
    requester: resetRequester(requesterAddress),
  })
  if (retryAfter !== undefined) throw resetsExhausted(retryAfter)
  if (!account) return
  const reset = await accountsRepository.createResetToken(account.id, config.resetTtlMinutes)
  // Not awaited: a known account must not answer slower than an unknown one.
  app.mailer.sendInBackground(
    resetMail({
      to: account.email,
      fname: account.fname,
      token: reset.token,
      publicUrl: config.publicUrl,
      ttlMinutes: config.resetTtlMinutes,
      lang,
    }),
  )
}
