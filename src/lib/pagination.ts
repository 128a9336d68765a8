/** A place in a pagination bar: a page number, or a gap standing for the pages left out. */
export type PageItem = number | 'gap'

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index)

/**
 * The pages a pagination bar shows: `boundary` pages at each end, `siblings` pages on each side of
 * the current one, and a gap wherever pages are left out (a gap never stands for a single page:
 * that page is shown instead). Pages count from 1.
 */
export function pageItems(current: number, count: number, boundary = 1, siblings = 1): PageItem[] {
  if (count <= 0) return []
  const page = Math.min(Math.max(current, 1), count)
  // Short enough to show every page: the bar would hold as many places anyway.
  if (count <= 2 * boundary + 2 * siblings + 3) return range(1, count)
  const start = range(1, boundary)
  const end = range(count - boundary + 1, count)
  const lowest = boundary + 2
  const highest = count - boundary - 1
  // The window around the current page keeps its width near either end.
  const from = Math.max(Math.min(page - siblings, highest - 2 * siblings), lowest)
  const to = Math.min(Math.max(page + siblings, lowest + 2 * siblings), highest)
  return [
    ...start,
    from > lowest ? 'gap' : lowest - 1,
    ...range(from, to),
    to < highest ? 'gap' : highest + 1,
    ...end,
  ]
}

/** How many pages a list of `total` items has at `perPage` a page (at least 1). */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, perPage)))
}
