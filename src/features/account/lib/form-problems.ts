import type * as z from 'zod/mini'
import { ApiCallError, clientErrorCodes, isShopFailure } from '../../../api/client'
import type { FailureOutcome } from '../../../components/shop-failure'
import { accountErrorCodes } from '../../../contract/accounts'
import { errorCodes } from '../../../contract/errors'
import type { AccountMessageId } from '../messages'

/** The forms of the login screen. */
export type AccountForm = 'login' | 'register' | 'reset' | 'newPassword'

/** What is wrong with one field: a message of the account's, or the text the shop's server wrote. */
export type FieldProblem =
  { id: AccountMessageId; values?: Record<string, number> } | { text: string }

export type FieldProblems<Field extends string> = Partial<Record<Field, FieldProblem>>

/** The form's own message above its fields: a title and a text. */
export interface FormNotice {
  title?: AccountMessageId
  text: AccountMessageId
  /** The shop's own words, shown instead of `text` when they say more than it. */
  shopText?: string
  /** A reset link the shop refused: the notice offers to ask for a new one. */
  askNewLink?: boolean
  /** The shop failed (a 5xx): the notice says so with what was not done, instead of `text`. */
  failure?: { error: ApiCallError; outcome: FailureOutcome }
}

/** What the form says when the shop refuses it and says nothing more precise. */
const refusals: Record<AccountForm, FormNotice> = {
  login: { title: 'account.error.loginTitle', text: 'account.error.login' },
  register: { title: 'account.error.registerTitle', text: 'account.error.register' },
  reset: { title: 'account.error.resetTitle', text: 'account.error.reset' },
  newPassword: { title: 'account.error.resetTitle', text: 'account.error.reset' },
}

/** What a failure of the shop's left undone, by form. */
const failureOutcomes: Record<AccountForm, FailureOutcome> = {
  login: 'login',
  register: 'save',
  reset: 'send',
  newPassword: 'save',
}

const resetLinkProblems: Record<string, AccountMessageId> = {
  [accountErrorCodes.resetTokenInvalid]: 'account.error.linkInvalid',
  [accountErrorCodes.resetTokenUsed]: 'account.error.linkUsed',
  [accountErrorCodes.resetTokenExpired]: 'account.error.linkExpired',
}

/** A field left empty: each says what it wants. */
const emptyField: Record<string, AccountMessageId> = {
  userName: 'account.check.userName',
  fname: 'account.check.fname',
  lname: 'account.check.lname',
  email: 'account.check.email',
  phone: 'account.check.phone',
  password: 'account.check.password',
}

/** One contract check that failed, in the visitor's language. */
function issueProblem(field: string, issue: z.core.$ZodIssue): FieldProblem {
  switch (issue.code) {
    case 'too_small':
      // A new password's minimum; the login's password only has to be there.
      return field === 'password' && Number(issue.minimum) > 1
        ? { id: 'account.check.passwordShort', values: { min: Number(issue.minimum) } }
        : { id: emptyField[field] ?? 'account.check.invalid' }
    case 'too_big':
      return field === 'phone'
        ? { id: 'account.check.phoneFormat' }
        : { id: 'account.check.tooLong', values: { max: Number(issue.maximum) } }
    case 'invalid_format':
      if (field === 'email') return { id: 'account.check.emailFormat' }
      if (field === 'phone') return { id: 'account.check.phoneFormat' }
      return { id: 'account.check.invalid' }
    case 'custom':
      // The contract's one refinement: the repeated password.
      return {
        id: field === 'curent_password' ? 'account.check.mismatch' : 'account.check.invalid',
      }
    default:
      return { id: emptyField[field] ?? 'account.check.invalid' }
  }
}

/** The contract's checks of a form's fields, one problem per field (its first). */
export function checkedProblems<Field extends string>(
  fields: readonly Field[],
  issues: readonly z.core.$ZodIssue[],
): FieldProblems<Field> {
  const problems: FieldProblems<Field> = {}
  for (const issue of issues) {
    const field = String(issue.path[0]) as Field
    if (fields.includes(field) && !problems[field]) problems[field] = issueProblem(field, issue)
  }
  return problems
}

/** Fields the shop refused because another account has them. */
const takenFields: Record<string, AccountMessageId> = {
  email: 'account.check.emailTaken',
  phone: 'account.check.phoneTaken',
}

/** The form's notice and the fields' problems when the shop refused a form or could not answer. */
export function refusalProblems<Field extends string>(
  form: AccountForm,
  fields: readonly Field[],
  error: unknown,
): { notice: FormNotice; fields: FieldProblems<Field> } {
  const problems: FieldProblems<Field> = {}
  if (!(error instanceof ApiCallError)) {
    return { notice: { text: 'account.error.unreachable' }, fields: problems }
  }
  if (isShopFailure(error)) {
    return {
      notice: { ...refusals[form], failure: { error, outcome: failureOutcomes[form] } },
      fields: problems,
    }
  }
  if (
    error.status === 0 ||
    error.status >= 500 ||
    error.code === clientErrorCodes.badResponse ||
    error.code === errorCodes.locked
  ) {
    return { notice: { text: 'account.error.unreachable' }, fields: problems }
  }
  if (error.code === errorCodes.rateLimited) {
    return { notice: { text: 'account.error.tooMany' }, fields: problems }
  }
  const linkProblem = form === 'newPassword' ? resetLinkProblems[error.code] : undefined
  if (linkProblem) {
    return {
      notice: { title: 'account.error.resetTitle', text: linkProblem, askNewLink: true },
      fields: problems,
    }
  }
  const refused = Object.entries(error.fields ?? {}).filter(([field]) =>
    fields.includes(field as Field),
  )
  for (const [field, text] of refused) {
    const taken = error.code === errorCodes.conflict ? takenFields[field] : undefined
    problems[field as Field] = taken ? { id: taken } : { text }
  }
  const takenNotice = error.code === errorCodes.conflict ? takenContacts(error.fields) : undefined
  if (takenNotice) return { notice: { ...refusals[form], text: takenNotice }, fields: problems }
  // A refusal that names no field of the form: the shop's message is the only precise one.
  const shopText =
    refused.length === 0 && error.code !== errorCodes.unauthorized ? error.message : ''
  return {
    notice: shopText ? { ...refusals[form], shopText } : refusals[form],
    fields: problems,
  }
}

/** Which of the new account's contacts another account already has, as the form's notice. */
function takenContacts(refused: Record<string, string> | undefined): AccountMessageId | undefined {
  const email = Boolean(refused?.email)
  const phone = Boolean(refused?.phone)
  if (email && phone) return 'account.error.bothTaken'
  if (email) return 'account.error.emailTaken'
  if (phone) return 'account.error.phoneTaken'
  return undefined
}
