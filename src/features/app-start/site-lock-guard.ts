import type { SiteSetting } from '../../contract/content'

export const lockPath = '/luck'

/** A locked shop sends a visitor without a pass to the lock page (and nowhere else). */
export function mustShowLockPage(
  setting: Pick<SiteSetting, 'luck'>,
  pass: string | undefined,
  pathname: string,
): boolean {
  return setting.luck !== 0 && !pass && pathname !== lockPath
}
