import * as z from 'zod/mini'
import { accountUserSchema, emailField, newPasswordField } from './accounts'
import { roles, staffAreas } from './roles'
import { defineCall, v1 } from './call'
import { pagedList, pageNumber, pageRequest } from './common'
import { onFirstUse } from './on-first-use'

export const auditPerPage = 30
export const staffPerPage = 50

/** A back-office account as the command line or an admin makes it: no phone, a role. */
export const staffAccountFields = onFirstUse(() => ({
  email: emailField,
  password: newPasswordField,
  fname: z._default(
    z
      .string()
      .check(z.trim(), z.minLength(1), z.maxLength(50, 'Name must be at most 50 characters.')),
    'Shop',
  ),
  lname: z._default(
    z.string().check(z.trim(), z.maxLength(50, 'Name must be at most 50 characters.')),
    'staff',
  ),
}))

/** One change staff made, as the audit keeps it: the records before and after, as JSON text. */
export const auditEntrySchema = onFirstUse(() =>
  z.object({
    id: z.int(),
    user_id: z.int(),
    user_email: z.string(),
    action: z.string(),
    subject: z.string(),
    before: z.string(),
    after: z.string(),
    created_at: z.string(),
  }),
)
export type AuditEntry = z.output<typeof auditEntrySchema>

/** The audit, newest first; narrowed to one subject ('order:R-1') or one action when asked. */
export const auditListCall = onFirstUse(() =>
  defineCall({
    path: v1('admin/audit'),
    auth: 'admin',
    request: z.strictObject({
      page: pageNumber,
      subject: z.optional(z.string().check(z.trim(), z.maxLength(100))),
      action: z.optional(z.string().check(z.trim(), z.maxLength(60))),
    }),
    response: pagedList(auditEntrySchema),
  }),
)

/** The accounts that may use the back office. */
export const staffListCall = onFirstUse(() =>
  defineCall({
    path: v1('admin/staff'),
    auth: 'admin',
    request: pageRequest,
    response: pagedList(accountUserSchema),
  }),
)

/** Gives an existing account a role: makes a shopper staff, or takes the back office away. */
export const setRoleCall = onFirstUse(() =>
  defineCall({
    path: v1('admin/staff/role'),
    auth: 'admin',
    write: true,
    request: z.strictObject({
      email: emailField,
      role: z.enum(roles, { error: 'Role must be shopper, staff or admin.' }),
    }),
    response: z.object({ status: z.literal(true), user: accountUserSchema }),
  }),
)

/** Gives a staff member the back-office areas they work in (and no other); audited. */
export const setAreasCall = onFirstUse(() =>
  defineCall({
    path: v1('admin/staff/areas'),
    auth: 'admin',
    write: true,
    request: z.strictObject({
      email: emailField,
      areas: z
        .array(
          z.enum(staffAreas, {
            error: `Each area must be one of ${staffAreas.join(', ')}.`,
          }),
        )
        .check(z.maxLength(staffAreas.length, 'Name each area once.')),
    }),
    response: z.object({ status: z.literal(true), user: accountUserSchema }),
  }),
)
