/** A list's page as its screen's address holds it (`?page=2`), and how to show another. */
export interface AddressPaging {
  page: number | undefined
  onPage: (page: number) => void
}
