/**
 * Which reviews or questions a back-office list shows. A module of its own, so an address's
 * filter can name them without the feedback calls' schemas.
 */
export const visibilities = ['all', 'shown', 'hidden'] as const
export type Visibility = (typeof visibilities)[number]
