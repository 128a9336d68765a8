import type { FastifyInstance } from 'fastify'
import type { CallParsedRequest } from '../../src/contract/call'
import type { registerAccountCall } from '../../src/contract/accounts'
import { errorCodes } from '../../src/contract/errors'
import { ApiError, type FieldProblem } from '../http/errors'
import { isUniqueViolation, uniqueViolationColumns } from '../repositories/accounts-repository'
import { nowIso } from '../security/tokens'

function contactsTaken(taken: { email: boolean; phone: boolean }): ApiError {
  const fields: Record<string, FieldProblem> = {}
  if (taken.email)
    fields.email = { reason: 'taken', message: 'An account with this email already exists.' }
  if (taken.phone)
    fields.phone = { reason: 'taken', message: 'An account with this phone number already exists.' }
  const which = [taken.email && 'email', taken.phone && 'phone number']
    .filter(Boolean)
    .join(' and ')
  return new ApiError(
    409,
    errorCodes.conflict,
    `An account with this ${which} already exists. Log in, or reset its password.`,
    fields,
  )
}

/**
 * Opens an account (its password already hashed) and logs it in; in the same transaction, what
 * the visitor put in the cart becomes the account's.
 */
export async function registerAccount(
  app: FastifyInstance,
  body: CallParsedRequest<typeof registerAccountCall>,
  passwordHash: string,
) {
  const { accountsRepository, cartRepository, config } = app
  const taken = await accountsRepository.contactsInUse(body)
  if (taken.email || taken.phone) throw contactsTaken(taken)
  const user = await accountsRepository
    .insertAccount({
      fname: body.fname,
      lname: body.lname,
      email: body.email,
      phone: body.phone,
      password_hash: passwordHash,
      created_at: nowIso(),
    })
    .catch((error: unknown) => {
      // Another registration with the same email or phone committed in between.
      if (isUniqueViolation(error)) throw contactsTaken(uniqueViolationColumns(error))
      throw error
    })
  const token = await accountsRepository.issueLoginToken(user.id, config.tokenTtlDays)
  if (body.session) await cartRepository.adoptVisitorLines(body.session, user.id)
  return { token, user }
}
