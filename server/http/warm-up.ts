import type { FastifyInstance } from 'fastify'
import { languages } from '../../src/contract/common'
import { productCategoryCall } from '../../src/contract/catalogue'

/** How long a start waits, at the end, for the overload guard to stop seeing its work. */
const calmWithinMs = 10_000

/**
 * A process's own first work, done before it takes a connection: the pages visitors land on (the
 * home, the listing, a product) rendered in every language, which loads and compiles the app's
 * server code and fills the page cache, then a wait until the overload guard no longer sees that
 * work. A visitor's first request is then neither slow nor refused as busy.
 */
export async function warmUp(app: FastifyInstance): Promise<void> {
  const listing = await app.inject({
    method: 'POST',
    url: productCategoryCall.path,
    headers: { 'content-type': 'application/json' },
    payload: { cat: 'all', limit: 1 },
  })
  const read = productCategoryCall.response.safeParse(listing.json())
  const product = read.success ? read.data.products.data[0]?.uniqueId : undefined
  for (const lang of languages) {
    const query = `?lang=${lang.toLowerCase()}`
    for (const path of ['/', '/product/all', ...(product ? [`/product/single/${product}`] : [])]) {
      // Rendered even while the guard sees the renders before it: the shell is for visitors.
      await app.inject({ url: `${path}${query}` })
    }
  }
  if (!(await app.calm(calmWithinMs))) {
    app.log.warn(`still busy ${String(calmWithinMs / 1000)} s after the start's own work`)
  }
}
