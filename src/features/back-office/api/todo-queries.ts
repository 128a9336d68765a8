import { backOfficeTodoCall } from '../../../contract/back-office-home'
import { staffRead } from './staff-calls'

/** The keys of what needs doing in the shop: each starts with `todo`. */
export const todoKeys = {
  all: ['todo'] as const,
}

/** The staff member's midnight today, as the shop is asked for today's orders. */
function startOfToday(): string {
  const midnight = new Date()
  midnight.setHours(0, 0, 0, 0)
  return midnight.toISOString()
}

/** What needs doing in the shop, counted: the home and the menu read it alike. */
export const todoQuery = () => {
  const since = startOfToday()
  return staffRead([...todoKeys.all, since], backOfficeTodoCall, { since })
}
