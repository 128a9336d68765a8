/** A product search is made only for text at least this long (the API refuses shorter). */
export const searchMinLength = 4

/**
 * Without the network, the device searches the products it saved, and a shorter word is enough
 * (a Persian "اتو", iron).
 */
export const savedSearchMinLength = 2

/** The shortest text searched: the shop's rule, or the device's own while the shop is unreachable. */
export function searchMinLengthOf(online: boolean): number {
  return online ? searchMinLength : savedSearchMinLength
}

/** What a search box's text searches for: its trimmed text, or '' when too short to search. */
export function searchTextOf(text: string, minLength = searchMinLength): string {
  const trimmed = text.trim()
  return trimmed.length >= minLength ? trimmed : ''
}

/** Text was typed, but too little of it to search. */
export function isTooShortToSearch(text: string, minLength = searchMinLength): boolean {
  const length = text.trim().length
  return length > 0 && length < minLength
}
