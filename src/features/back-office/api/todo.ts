import { backOfficeTodoCall } from '../../../contract/back-office-home'
import type { Language } from '../../../contract/common'
import { staffQueryOptions } from './staff-calls'

/** The staff member's midnight today, as the shop is asked for today's orders. */
function startOfToday(): string {
  const midnight = new Date()
  midnight.setHours(0, 0, 0, 0)
  return midnight.toISOString()
}

/** What needs doing in the shop, counted: the home and the menu read it alike. */
export const todoQueryOptions = (read: { lang: Language; token: string }) =>
  staffQueryOptions(backOfficeTodoCall, { since: startOfToday() }, read)
