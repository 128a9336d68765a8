import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

/** axe, run in the page through the DevTools protocol (the shop's CSP lets no other script in). */
export const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/** What axe finds on the page as it is now: each rule broken, with the elements breaking it. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource)
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<AxeResults> } }).axe
    interface AxeResults {
      violations: { id: string; nodes: { target: unknown[] }[] }[]
    }
    const results = await axe.run()
    return results.violations.map(
      (rule) => `${rule.id}: ${rule.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`,
    )
  })
}
