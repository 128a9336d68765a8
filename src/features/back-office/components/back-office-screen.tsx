import type { ReactNode } from 'react'
import { Screen } from '../../../components/screen'

/** One back-office screen: its heading and what it shows for the staff member. */
export function BackOfficeScreen({ title, children }: { title: string; children: ReactNode }) {
  return <Screen title={title}>{children}</Screen>
}
