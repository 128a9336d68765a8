import type { FastifyInstance } from 'fastify'
import type { CallParsedRequest } from '../../src/contract/call'
import { loginFailedMessage, type loginCall } from '../../src/contract/accounts'
import { errorCodes } from '../../src/contract/errors'
import { inTransaction } from '../db/open-transaction'
import { ApiError } from '../http/errors'
import { verifyAgainstDummy, verifyPassword } from '../security/passwords'

const loginFailed = () => new ApiError(401, errorCodes.unauthorized, loginFailedMessage)

/**
 * Checks a user name and password and issues a login token; what the visitor put in the cart
 * before logging in joins the account's cart.
 */
export async function logIn(app: FastifyInstance, body: CallParsedRequest<typeof loginCall>) {
  const { accountsRepository, cartRepository, config } = app
  const account = await accountsRepository.accountByUserName(body.userName)
  if (!account) {
    await verifyAgainstDummy(body.password)
    throw loginFailed()
  }
  if (!(await verifyPassword(body.password, account.password_hash))) throw loginFailed()
  const { session } = body
  if (session) {
    await inTransaction(app.db, () => cartRepository.adoptVisitorLines(session, account.id))
  }
  const token = await accountsRepository.issueLoginToken(account.id, config.tokenTtlDays)
  const { password_hash: _hash, ...user } = account
  return { token, user }
}
