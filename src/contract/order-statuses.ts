/**
 * Where an order stands: `placed` (cash on delivery) and `awaiting_payment` (transfer) when
 * ordered, then confirmed by staff, shipped and delivered; cancelled before it ships. A module of
 * its own, so an address's filter can name them without the orders' schemas.
 */
export const orderStatuses = [
  'placed',
  'awaiting_payment',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
] as const
export type OrderStatus = (typeof orderStatuses)[number]
