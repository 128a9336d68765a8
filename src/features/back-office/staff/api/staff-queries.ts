import { staffListCall } from '../../../../contract/back-office-staff'
import { staffRead } from '../../api/staff-calls'

/** The keys of the staff's reads: each starts with `staff`. */
export const staffKeys = {
  all: ['staff'] as const,
}

/** A page of the accounts that may use the back office. */
export const staffListQuery = (page: number) =>
  staffRead([...staffKeys.all, 'list', page], staffListCall, { page })
