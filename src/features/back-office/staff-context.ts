import { createContext, useContext } from 'react'
import type { AccountUser } from '../../contract/accounts'

/** The staff member the back office is open for: their login and account, as the shop answered. */
export interface Staff {
  token: string
  user: AccountUser
}

export const StaffContext = createContext<Staff | null>(null)

/** The staff member of the open back office; only its screens ask. */
export function useStaff(): Staff {
  const staff = useContext(StaffContext)
  if (!staff) throw new Error('A back-office screen rendered outside the back office.')
  return staff
}
