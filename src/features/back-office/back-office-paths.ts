/** A list's page as its screen's address holds it (`?page=2`), and how to show another. */
export interface AddressPaging {
  page: number | undefined
  onPage: (page: number) => void
}

/** A list's search as its screen's address holds it (`?q=iron&page=2`), and how to show another. */
export interface AddressSearch<Search> {
  search: Search
  /** Shows another search (from its first page), or another page. */
  onSearch: (search: Search) => void
}
