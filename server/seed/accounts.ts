import type { Db } from '../db/database'
import { hashPassword } from '../security/passwords'
import { nowIso } from '../security/tokens'
import type { SeedOptions } from './seed-options'

/** The demo visitor the README names: log in with the email or the phone number. */
export const demoAccount = {
  fname: 'Demo',
  lname: 'Visitor',
  email: 'demo@example.com',
  phone: '09120000000',
  password: 'demo-password-1',
} as const

export async function seedAccounts(db: Db, _options: SeedOptions): Promise<void> {
  const { password, ...account } = demoAccount
  await db
    .insertInto('users')
    .values({ ...account, password_hash: await hashPassword(password), created_at: nowIso() })
    .execute()
}
