import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { useLanguage } from '../../../i18n/use-intl'
import { useStaff } from '../staff-context'
import type { StaffAsking } from './staff-calls'

/** The staff member's login and the page's language, as a screen asks the shop with them. */
export function useStaffAsking(): StaffAsking {
  const { token } = useStaff()
  const { lang } = useLanguage()
  return { lang, token }
}

/**
 * A back-office read on a screen, asked with the staff member's login in the page's language:
 * the same read its route's loader started (`startBackOfficeRead`), so it is found there.
 */
export function useStaffQuery<T, Key extends QueryKey>(
  read: (asking: StaffAsking) => UseQueryOptions<T, Error, T, Key>,
  options: Pick<UseQueryOptions<T, Error, T, Key>, 'enabled' | 'placeholderData'> = {},
) {
  return useQuery({ ...read(useStaffAsking()), ...options })
}
