import { parseArgs } from 'node:util'
import { roles, type Role } from '../src/contract/roles'
import { readConfig } from './config'
import { createDatabase } from './db/database'
import { prepareDatabase } from './db/first-start'
import { commandLine } from './repositories/audit-repository'
import { createStaffAccount, setRole, StaffAccountProblem } from './services/staff-accounts'

const usage = `Back-office accounts:
  npm run admin -- create --email EMAIL --password PASSWORD [--role admin|staff] [--name NAME]
  npm run admin -- role --email EMAIL --role shopper|staff|admin`

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string' },
    name: { type: 'string' },
  },
})

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`)
  process.exit(2)
}

const [command] = positionals
if (command !== 'create' && command !== 'role') fail('Say what to do: create or role.')
if (!values.email) fail('--email is required.')
const role = (values.role ?? (command === 'create' ? 'admin' : undefined)) as Role | undefined
if (!role || !roles.includes(role)) fail('--role must be shopper, staff or admin.')

const config = readConfig()
const db = createDatabase(config)
try {
  // The same steps as a start (under its lock): the database is migrated before any account.
  await prepareDatabase(db, config, async () => {})
  if (command === 'create') {
    if (role === 'shopper') fail('A back-office account is staff or admin.')
    if (values.password === undefined) fail('--password is required.')
    const user = await createStaffAccount(
      db,
      { email: values.email, password: values.password, fname: values.name },
      role,
      commandLine,
    )
    console.log(
      `Made ${user.email} (${user.role}). It logs in at /account/login; the back office is at /admin.`,
    )
  } else {
    const user = await setRole(db, values.email, role, commandLine)
    console.log(`${user.email} is now ${user.role}.`)
  }
} catch (problem) {
  if (!(problem instanceof StaffAccountProblem)) throw problem
  console.error(problem.message)
  process.exitCode = 1
} finally {
  await db.destroy()
}
