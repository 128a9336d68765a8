import * as z from 'zod/mini'

/**
 * Whether a page shows the shop's header and footer (CMS page options), and, on small screens
 * under a header, the shop's bottom bar (the back office has none).
 */
export interface LayoutOptions {
  header: boolean
  footer: boolean
  bottomBar?: boolean
}

export const fullLayout: LayoutOptions = { header: true, footer: true }

const withLayout = z.object({
  layout: z.object({
    header: z.boolean(),
    footer: z.boolean(),
    bottomBar: z.optional(z.boolean()),
  }),
})

/**
 * A route asks to hide the header or footer by returning `{ layout: { header, footer } }` from
 * its loader (or holding it in its `staticData`, known before anything loads); the deepest route
 * that says so decides.
 */
export function layoutOf(loaderData: ReadonlyArray<unknown>): LayoutOptions {
  for (let i = loaderData.length - 1; i >= 0; i--) {
    const parsed = withLayout.safeParse(loaderData[i])
    if (parsed.success) return parsed.data.layout
  }
  return fullLayout
}
