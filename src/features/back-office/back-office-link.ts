/** A link's target inside the back office: `backOfficeLink('orders/R-1')`. */
export const backOfficeLink = (path: string) =>
  ({ to: '/admin/$', params: { _splat: path } }) as const
