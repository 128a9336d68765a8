/** What an area's screen is given: the rest of the address after its own part. */
export interface AreaScreenProps {
  /** `/admin/orders/K7QX-3MPA` gives the orders area `['K7QX-3MPA']`. */
  rest: string[]
}

/** A link's target inside the back office: `backOfficeLink('orders/R-1')`. */
export const backOfficeLink = (path: string) =>
  ({ to: '/admin/$', params: { _splat: path } }) as const
