import type { QueryKey } from '@tanstack/react-query'
import type { ComponentProps } from 'react'
import { PagedList, type PageQuery } from '../../../components/paged-list'
import type { StaffAsking } from '../api/staff-calls'
import { useStaff } from '../staff-context'

/** A back-office list read a page at a time, each page asked with the staff member's login. */
export function StaffPagedList<T, Key extends QueryKey>({
  pageRead,
  ...list
}: Omit<ComponentProps<typeof PagedList<T, Key>>, 'pageQuery'> & {
  /** The read of one of its pages. */
  pageRead: (page: number) => (asking: StaffAsking) => ReturnType<PageQuery<T, Key>>
}) {
  const { token } = useStaff()
  return <PagedList {...list} pageQuery={(lang, page) => pageRead(page)({ lang, token })} />
}
