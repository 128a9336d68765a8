/** Rows of one page of a list. */
export interface PageWindow {
  limit: number
  offset: number
}

/** The rows of one numbered page (from 1) of `perPage` rows. */
export function pageWindow(page: number, perPage: number): PageWindow {
  return { limit: perPage, offset: (page - 1) * perPage }
}

/** A list page as every paged call answers it. */
export function pagedList<T>(data: T[], total: number, page: number, perPage: number) {
  return { data, total, per_page: perPage, current_page: page }
}
