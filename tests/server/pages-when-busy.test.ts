import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startTestShop } from './harness'

/** A busy shop answers a visitor with the built app's shell: these tests need the built app. */
const built = { staticDir: resolve('dist'), serverEntry: resolve('dist-server/entry-server.js') }
if (!existsSync(built.serverEntry) || !existsSync(resolve('dist/.vite/manifest.json'))) {
  throw new Error('No built app: run "npm run build" before the server tests.')
}
const shell = readFileSync(resolve('dist/index.html'), 'utf8')

// Any delay of the event loop counts as overload.
const shop = await startTestShop({ ...built, overloadDelayMs: 1, readCacheMs: 0 })

/** Keeps the event loop busy for `ms`, as a burst of work would. */
function busyFor(ms: number) {
  const until = performance.now() + ms
  while (performance.now() < until) {
    // Busy.
  }
}

describe('a busy shop', () => {
  it('renders the pages its start asks for itself, never its shell: they are how it gets ready', async () => {
    for (const url of ['/', '/product/all?lang=fa', '/product/single/iron-1?lang=ar']) {
      busyFor(30)
      expect(shop.app.overloaded()).toBe(true)
      const answer = await shop.app.inject({ url })
      expect(answer.statusCode).toBe(200)
      expect(answer.body).not.toBe(shell)
      expect(answer.body).toContain('<h1')
    }
  })
})
