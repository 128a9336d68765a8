import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { assert, describe, expect, it } from 'vitest'
import { isStaffCall } from '../../src/contract/call'
import { findUserCall, loginCall } from '../../src/contract/accounts'
import { areasOf, staffAreas } from '../../src/contract/roles'
import { backOfficeProductListCall } from '../../src/contract/back-office-catalogue'
import { backOfficeTodoCall } from '../../src/contract/back-office-home'
import { staffOrderListCall } from '../../src/contract/back-office-orders'
import {
  auditListCall,
  setAreasCall,
  setRoleCall,
  staffListCall,
} from '../../src/contract/back-office-staff'
import { createStaffAccount, ensureFirstAdmin, setRole } from '../../server/services/staff-accounts'
import { commandLine } from '../../server/repositories/audit-repository'
import { contractCalls } from '../contract-calls'
import { startTestShop } from './harness'
import { staffPushNewsCall } from '../../src/contract/push'
import { refusalOf } from '../shop-calls'
import { createTestUser } from '../test-users'

const shop = await startTestShop()
const staffCalls = contractCalls.filter(isStaffCall)

const auditRows = async () =>
  Number(
    (
      await shop.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('rows'))
        .executeTakeFirstOrThrow()
    ).rows,
  )

describe('every back-office call', () => {
  it('is marked staff or admin in the contract', () => {
    expect(staffCalls.map((call) => call.path)).toEqual(
      expect.arrayContaining([auditListCall.path, staffListCall.path, setRoleCall.path]),
    )
    expect(staffCalls.every((call) => call.path.startsWith('/wsd/v1/admin/'))).toBe(true)
    const outside = contractCalls.filter((call) => call.path.startsWith('/wsd/v1/admin/'))
    expect(outside.filter((call) => !isStaffCall(call))).toEqual([])
  })

  it.each(staffCalls.map((call) => [call.path, call] as const))(
    '%s: 401 without a token, 403 for a shopper, changing nothing',
    async (_path, call) => {
      const shopper = await createTestUser(shop.db)
      const staff = await createTestUser(shop.db, { role: 'staff' })
      const before = await auditRows()
      const anonymous = await shop.rawCall(call.path, {})
      expect(refusalOf(anonymous, 401).code).toBe('unauthorized')
      const refused = await shop.rawCall(call.path, {}, { headers: shopper.auth })
      expect(refusalOf(refused, 403).code).toBe('forbidden')
      const asStaff = await shop.rawCall(call.path, {}, { headers: staff.auth })
      if (call.auth === 'admin') expect(asStaff.statusCode).toBe(403)
      else expect([401, 403]).not.toContain(asStaff.statusCode)
      // A staff member given every other area is refused this call's area.
      if (call.area) {
        await shop.db
          .updateTable('users')
          .set({ areas: staffAreas.filter((area) => area !== call.area).join(',') })
          .where('id', '=', staff.user.id)
          .execute()
        const outside = await shop.rawCall(call.path, {}, { headers: staff.auth })
        expect(refusalOf(outside, 403).message).toContain('an admin can give it that area')
      }
      expect(await auditRows()).toBe(before)
    },
  )

  it('names an area for every staff call but the home’s counts and a device’s news', () => {
    // A device's news checks each news's own area (`staffNewsArea`).
    expect(
      staffCalls.filter((call) => call.auth === 'staff' && !call.area).map((call) => call.path),
    ).toEqual([backOfficeTodoCall.path, staffPushNewsCall.path])
  })
})

describe('staff areas', () => {
  it('are given by an admin, audited; staff then work in those only, an admin in all', async () => {
    const admin = await createTestUser(shop.db, { role: 'admin' })
    const clerk = await createTestUser(shop.db, { role: 'staff' })
    const give = (areas: unknown, email: string = clerk.user.email) =>
      shop.rawCall(setAreasCall.path, { email, areas }, { headers: admin.auth })
    const asClerk = (path: string) => shop.rawCall(path, {}, { headers: clerk.auth })
    const clerkAccount = () => shop.call(findUserCall, {}, { headers: clerk.auth })

    // Made before areas existed: every area.
    expect((await clerkAccount()).areas).toBe('*')
    expect((await asClerk(backOfficeProductListCall.path)).statusCode).toBe(200)

    const res = await shop.call(
      setAreasCall,
      { email: clerk.user.email, areas: ['orders', 'orders'] },
      { headers: admin.auth },
    )
    expect(res.user.areas).toBe('orders')
    expect((await asClerk(staffOrderListCall.path)).statusCode).toBe(200)
    const refused = await asClerk(backOfficeProductListCall.path)
    expect(refusalOf(refused, 403).message).toBe(
      'Your account does not work on the catalogue: an admin can give it that area.',
    )
    expect(areasOf((await clerkAccount()).areas)).toEqual(['orders'])
    const audit = await shop.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('subject', '=', `user:${String(clerk.user.id)}`)
      .execute()
    expect(audit.map((row) => [row.action, JSON.parse(row.after).areas])).toEqual([
      ['staff.areas', ['orders']],
    ])
    // The same areas again change nothing.
    expect((await give(['orders'])).statusCode).toBe(200)
    const rows = await auditRows()
    expect((await give(['orders'])).statusCode).toBe(200)
    expect(await auditRows()).toBe(rows)

    // An admin works in every area; refused input changes nothing.
    expect(
      (await shop.rawCall(backOfficeProductListCall.path, {}, { headers: admin.auth })).statusCode,
    ).toBe(200)
    const bad = await give(['warehouse'])
    expect(JSON.stringify(refusalOf(bad, 400))).toContain('Each area must be one of orders')
    const notStaff = await give(['orders'], admin.user.email)
    expect(notStaff.statusCode).toBe(400)
    expect(await auditRows()).toBe(rows)
    const byStaff = await shop.rawCall(
      setAreasCall.path,
      { email: clerk.user.email, areas: [] },
      { headers: clerk.auth },
    )
    expect(byStaff.statusCode).toBe(403)
  })
})

describe('staff accounts', () => {
  it('are named by an admin, each change in the audit with before and after', async () => {
    const admin = await createTestUser(shop.db, { role: 'admin' })
    const shopper = await createTestUser(shop.db)
    const made = await shop.call(
      setRoleCall,
      { email: shopper.user.email, role: 'staff' },
      { headers: admin.auth },
    )
    expect(made.user).toMatchObject({ id: shopper.user.id, role: 'staff' })
    // The shopper's own token now opens the back office's staff calls, not the admin's.
    const list = await shop.rawCall(staffListCall.path, {}, { headers: shopper.auth })
    expect(list.statusCode).toBe(403)
    const staffList = await shop.call(staffListCall, {}, { headers: admin.auth })
    expect(staffList.data.map((u) => u.email)).toContain(shopper.user.email)

    const audit = await shop.call(
      auditListCall,
      { subject: `user:${String(shopper.user.id)}` },
      { headers: admin.auth },
    )
    const [entry] = audit.data
    expect(entry).toMatchObject({
      user_id: admin.user.id,
      user_email: admin.user.email,
      action: 'staff.role',
    })
    assert(entry)
    expect(JSON.parse(entry.before)).toEqual({ email: shopper.user.email, role: 'shopper' })
    expect(JSON.parse(entry.after)).toEqual({ email: shopper.user.email, role: 'staff' })
  })

  it('refuses an unknown role, an unknown email and taking the last admin away, changing nothing', async () => {
    const admin = await createTestUser(shop.db, { role: 'admin' })
    // Every other admin is made a shopper first: the last one cannot step down.
    const others = await shop.db
      .selectFrom('users')
      .select('email')
      .where('role', '=', 'admin')
      .where('id', '<>', admin.user.id)
      .execute()
    for (const other of others) await setRole(shop.db, other.email, 'shopper', commandLine)
    const before = await auditRows()
    const badRole = await shop.rawCall(
      setRoleCall.path,
      { email: admin.user.email, role: 'owner' },
      { headers: admin.auth },
    )
    expect(refusalOf(badRole, 400).fields?.role).toMatch(/shopper, staff or admin/)
    const unknown = await shop.rawCall(
      setRoleCall.path,
      { email: 'nobody@example.com', role: 'staff' },
      { headers: admin.auth },
    )
    expect(refusalOf(unknown, 400).message).toMatch(/No account/)
    const last = await shop.rawCall(
      setRoleCall.path,
      { email: admin.user.email, role: 'shopper' },
      { headers: admin.auth },
    )
    expect(refusalOf(last, 400).message).toMatch(/only admin/)
    const stored = await shop.db
      .selectFrom('users')
      .select('role')
      .where('id', '=', admin.user.id)
      .executeTakeFirstOrThrow()
    expect(stored.role).toBe('admin')
    expect(await auditRows()).toBe(before)
  })

  it('a staff account has no phone and logs in with its email', async () => {
    const user = await createStaffAccount(
      shop.db,
      { email: 'Clerk@Example.com', password: 'clerk-password-1' },
      'staff',
      commandLine,
    )
    expect(user).toMatchObject({ email: 'clerk@example.com', phone: '', role: 'staff' })
    const login = await shop.call(loginCall, {
      userName: 'clerk@example.com',
      password: 'clerk-password-1',
    })
    expect(login.user).toMatchObject({
      email: 'clerk@example.com',
      phone: '',
      role: 'staff',
    })
    await expect(
      createStaffAccount(
        shop.db,
        { email: 'clerk@example.com', password: 'another-password' },
        'admin',
        commandLine,
      ),
    ).rejects.toThrow(/already has an account/)
    await expect(
      createStaffAccount(
        shop.db,
        { email: 'short@example.com', password: 'short' },
        'admin',
        commandLine,
      ),
    ).rejects.toThrow(/password: Password must be at least/)
    const made = await shop.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'short@example.com')
      .execute()
    expect(made).toEqual([])
  })

  it('the first start makes the admin from the environment only while there is none', async () => {
    const fresh = await startTestShop()
    await fresh.db.updateTable('users').set({ role: 'shopper' }).execute()
    const first = await ensureFirstAdmin(fresh.db, {
      email: 'owner@example.com',
      password: 'owner-password-1',
    })
    expect(first).toMatchObject({ email: 'owner@example.com', role: 'admin' })
    const again = await ensureFirstAdmin(fresh.db, {
      email: 'other@example.com',
      password: 'other-password-1',
    })
    expect(again).toBeUndefined()
    const admins = await fresh.db
      .selectFrom('users')
      .select('email')
      .where('role', '=', 'admin')
      .execute()
    expect(admins).toEqual([{ email: 'owner@example.com' }])
  })
})

describe('npm run admin', () => {
  const run = promisify(execFile)
  it('makes an admin who logs in, and refuses a bad email with a clear message', async () => {
    const env = {
      ...process.env,
      DATA_DIR: shop.config.dataDir,
      ...(shop.config.databaseUrl ? { DATABASE_URL: shop.config.databaseUrl } : {}),
    }
    const made = await run(
      'npm',
      [
        'run',
        '--silent',
        'admin',
        '--',
        'create',
        '--email',
        'boss@example.com',
        '--password',
        'boss-password-1',
      ],
      { env },
    )
    expect(made.stdout).toContain('Made boss@example.com (admin)')
    const login = await shop.call(loginCall, {
      userName: 'boss@example.com',
      password: 'boss-password-1',
    })
    expect(login.user.role).toBe('admin')
    const refused = await run(
      'npm',
      [
        'run',
        '--silent',
        'admin',
        '--',
        'create',
        '--email',
        'not-an-email',
        '--password',
        'boss-password-1',
      ],
      { env },
    ).catch((error: { code: number; stderr: string }) => error)
    expect(refused).toMatchObject({ code: 1 })
    expect((refused as { stderr: string }).stderr).toMatch(/email: Enter a valid email/)
  })
})

describe('the back office', () => {
  it('limits its calls per address like logins, in the error shape, counted in the database', async () => {
    const limited = await startTestShop({ staffRateLimit: 3 })
    const admin = await createTestUser(limited.db, { role: 'admin' })
    const from = { ...admin.auth, 'x-forwarded-for': '198.51.100.77' }
    const answers = []
    for (let i = 0; i < 5; i++) {
      answers.push((await limited.rawCall(staffListCall.path, {}, { headers: from })).statusCode)
    }
    expect(answers).toEqual([200, 200, 200, 429, 429])
    const refused = await limited.rawCall(staffListCall.path, {}, { headers: from })
    expect(refusalOf(refused, 429).code).toBe('rate_limited')
    // Another address is not held back by the first one's calls.
    const other = await limited.rawCall(
      staffListCall.path,
      {},
      { headers: { ...admin.auth, 'x-forwarded-for': '198.51.100.78' } },
    )
    expect(other.statusCode).toBe(200)
  })
})
