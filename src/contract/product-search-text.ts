/**
 * A product search is made only for text at least this long (the API refuses shorter), online
 * and on the device alike: a Persian "اتو" (iron) is three letters.
 */
export const searchMinLength = 2

/** What a search box's text searches for: its trimmed text, or '' when too short to search. */
export function searchTextOf(text: string): string {
  const trimmed = text.trim()
  return trimmed.length >= searchMinLength ? trimmed : ''
}

/** Text was typed, but too little of it to search. */
export function isTooShortToSearch(text: string): boolean {
  const length = text.trim().length
  return length > 0 && length < searchMinLength
}
