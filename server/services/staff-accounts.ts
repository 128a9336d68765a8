import * as z from 'zod/mini'
import { areasOf, staffAreas, type Role, type StaffArea } from '../../src/contract/roles'
import { staffAccountFields } from '../../src/contract/back-office-staff'
import type { Db } from '../db/database'
import { databaseScope, inTransaction } from '../db/open-transaction'
import { fieldProblems } from '../http/call-hooks'
import type { FieldProblem } from '../http/errors'
import { createAccountsRepository, type AuthUser } from '../repositories/accounts-repository'
import { createAuditRepository, type Changer } from '../repositories/audit-repository'
import { hashPassword } from '../security/passwords'
import { nowIso } from '../security/tokens'

/**
 * A staff account that could not be made or changed, with why: in words for the console, and
 * for each field at fault.
 */
export class StaffAccountProblem extends Error {
  constructor(
    readonly problems: Record<string, FieldProblem>,
    message = Object.entries(problems)
      .map(([field, problem]) => `${field}: ${problem.message}`)
      .join('\n'),
  ) {
    super(message)
  }
}

/** A problem with the account named by its email. */
const emailProblem = (problem: FieldProblem) =>
  new StaffAccountProblem({ email: problem }, problem.message)

const staffAccountSchema = z.strictObject(staffAccountFields)
export type StaffAccountInput = z.input<typeof staffAccountSchema>

/** The fields checked as the contract checks them; a problem names every bad field. */
function checkedFields(input: StaffAccountInput) {
  const parsed = staffAccountSchema.safeParse(input)
  if (!parsed.success) {
    throw new StaffAccountProblem(fieldProblems(parsed.error))
  }
  return parsed.data
}

/**
 * Makes a back-office account (no phone) with `role`, audited as made by `by`. An email already
 * in use is refused: its owner's role is changed with `setRole`, never its password.
 */
export async function createStaffAccount(
  db: Db,
  input: StaffAccountInput,
  role: Exclude<Role, 'shopper'>,
  by: Changer,
): Promise<AuthUser> {
  const fields = checkedFields(input)
  const accounts = createAccountsRepository(databaseScope(db))
  const audit = createAuditRepository(databaseScope(db))
  const passwordHash = await hashPassword(fields.password)
  return inTransaction(db, async () => {
    if (await accounts.userByEmail(fields.email)) {
      throw emailProblem({
        reason: 'taken',
        message: `${fields.email} already has an account: give it a role with \`npm run admin -- role --email ${fields.email} --role ${role}\`.`,
      })
    }
    const user = await accounts.insertAccount({
      fname: fields.fname,
      lname: fields.lname,
      email: fields.email,
      phone: null,
      role,
      password_hash: passwordHash,
      created_at: nowIso(),
    })
    await audit.record(by, {
      action: 'staff.create',
      subject: `user:${String(user.id)}`,
      before: null,
      after: { email: user.email, role: user.role },
    })
    return user
  })
}

const noAccount = (email: string) =>
  emailProblem({ reason: 'noAccount', message: `No account has the email ${email}.` })

/**
 * Gives the account with `email` a role, audited. Run inside the caller's transaction when there
 * is one. The last admin cannot give the role away: the shop would have no one to name staff.
 */
export async function setRole(db: Db, email: string, role: Role, by: Changer): Promise<AuthUser> {
  const accounts = createAccountsRepository(databaseScope(db))
  const audit = createAuditRepository(databaseScope(db))
  return inTransaction(db, async () => {
    const user = await accounts.userByEmail(email.trim().toLowerCase())
    if (!user) throw noAccount(email)
    if (user.role === role) return user
    if (user.role === 'admin' && (await accounts.adminCount()) <= 1) {
      throw emailProblem({
        reason: 'lastAdmin',
        message: `${email} is the shop's only admin: name another admin first.`,
      })
    }
    await accounts.setRole(user.id, role)
    await audit.record(by, {
      action: 'staff.role',
      subject: `user:${String(user.id)}`,
      before: { email: user.email, role: user.role },
      after: { email: user.email, role },
    })
    return { ...user, role }
  })
}

/** Gives the staff member with `email` these back-office areas (and no other), audited. */
export async function setAreas(
  db: Db,
  email: string,
  areas: readonly StaffArea[],
  by: Changer,
): Promise<AuthUser> {
  const accounts = createAccountsRepository(databaseScope(db))
  const audit = createAuditRepository(databaseScope(db))
  return inTransaction(db, async () => {
    const user = await accounts.userByEmail(email.trim().toLowerCase())
    if (!user) throw noAccount(email)
    if (user.role !== 'staff') {
      throw emailProblem({
        reason: 'notStaff',
        message: `${email} is not staff: an admin works in every area, a shopper in none.`,
      })
    }
    // In the areas' own order, each once.
    const given = staffAreas.filter((area) => areas.includes(area))
    const stored = given.join(',')
    if (areasOf(user.areas).join(',') === stored) return user
    await accounts.setAreas(user.id, given)
    await audit.record(by, {
      action: 'staff.areas',
      subject: `user:${String(user.id)}`,
      before: { email: user.email, areas: areasOf(user.areas) },
      after: { email: user.email, areas: given },
    })
    return { ...user, areas: stored }
  })
}

/**
 * The first start's admin from ADMIN_EMAIL and ADMIN_PASSWORD: made only while the shop has no
 * admin, so a later start never resets anyone's password from the environment.
 */
export async function ensureFirstAdmin(
  db: Db,
  admin: { email: string; password: string } | undefined,
): Promise<AuthUser | undefined> {
  if (!admin) return undefined
  if (await createAccountsRepository(databaseScope(db)).hasAdmin()) return undefined
  return createStaffAccount(db, admin, 'admin', { id: 0, email: 'ADMIN_EMAIL' })
}
