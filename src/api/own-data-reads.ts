import { isLoginRefused } from './login-refused'

/** A refused token stays refused: asking again only keeps the visitor waiting. */
const retryUnlessRefused = (failures: number, error: Error) =>
  !isLoginRefused(error) && failures < 3

/**
 * A read of the visitor's own data, behind the login token: changed elsewhere too (another tab,
 * another device), so a copy read back from the device shows at once and is read again; a
 * refused token is not asked again.
 */
export const ownDataReads = { staleTime: 0, retry: retryUnlessRefused } as const
