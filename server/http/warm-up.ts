import type { FastifyInstance } from 'fastify'
import { languages } from '../../src/contract/common'
import { productCategoryCall } from '../../src/contract/catalogue'

/** How long a start waits, before each page and at the end, for the guard to stop seeing it. */
const calmWithinMs = 10_000
/** How often a start looks whether the guard still sees its last step. */
const lookEveryMs = 25

/**
 * Until the overload guard no longer sees the work done so far (at most until `deadline`): a
 * page asked while it does is answered with the app's shell, not rendered.
 */
async function notOverloaded(app: FastifyInstance, deadline: number): Promise<void> {
  while (app.overloaded() && performance.now() < deadline) {
    await new Promise((done) => setTimeout(done, lookEveryMs))
  }
}

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
      // Each page rendered, not answered with the shell while the last step is still counted.
      await notOverloaded(app, performance.now() + calmWithinMs)
      await app.inject({ url: `${path}${query}` })
    }
  }
  if (!(await app.calm(calmWithinMs))) {
    app.log.warn(`still busy ${String(calmWithinMs / 1000)} s after the start's own work`)
  }
}
