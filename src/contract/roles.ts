/**
 * Who may do what in the shop: a user's role, and the back-office areas an admin gives each staff
 * member. Read by the calls' definitions, the server's checks and the back office's screens.
 */

/** What a user may do: shop; also run the back office (staff); also name staff (admin). */
export const roles = ['shopper', 'staff', 'admin'] as const
export type Role = (typeof roles)[number]

/** True when a user of `role` may make calls that need `needed`. */
export function roleAllows(role: Role, needed: 'staff' | 'admin'): boolean {
  return needed === 'staff' ? role !== 'shopper' : role === 'admin'
}

/** The parts of the back office an admin gives each staff member; an admin works in all. */
export const staffAreas = ['orders', 'catalogue', 'content', 'feedback'] as const
export type StaffArea = (typeof staffAreas)[number]

/** Every area, as an account's `areas` says it (the default: staff made before areas existed). */
export const everyArea = '*'

/** The areas an account's `areas` names: area names joined by commas, or `*` for all. */
export function areasOf(stored: string): StaffArea[] {
  if (stored === everyArea) return [...staffAreas]
  const named = stored.split(',')
  return staffAreas.filter((area) => named.includes(area))
}

/** True when the user may work in a back-office area: an admin always, staff given it. */
export function mayWorkIn(user: { role: Role; areas: string }, area: StaffArea): boolean {
  return user.role === 'admin' || (user.role === 'staff' && areasOf(user.areas).includes(area))
}
