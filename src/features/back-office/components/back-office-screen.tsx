import type { ReactNode } from 'react'
import { Screen } from '../../../components/screen'
import { useStaff, type Staff } from '../staff-context'

/** One back-office screen: its heading and what it shows for the staff member. */
export function BackOfficeScreen({
  title,
  children,
}: {
  title: string
  children: (staff: Staff) => ReactNode
}) {
  const staff = useStaff()
  return <Screen title={title}>{children(staff)}</Screen>
}
