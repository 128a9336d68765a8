import * as z from 'zod/mini'

/**
 * The address of a listed resource's screen (`validateSearch` and `loaderDeps` of its file route),
 * its search's fields as `shape`. A module of its own: the route's definition is in every page's
 * start, while its loader (what it reads, and how) loads with the screen.
 */
export function listSearch<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  const validateSearch = z.object(shape)
  type Search = z.output<typeof validateSearch>
  return {
    validateSearch,
    // Only the screen's own fields: the shop's (`lang`) do not load it again.
    loaderDeps: ({ search }: { search: Search }) =>
      Object.fromEntries(
        Object.keys(shape).map((name) => [name, (search as Record<string, unknown>)[name]]),
      ) as Search,
  }
}
