import { createRequire } from 'node:module'
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumArgs, findChromium } from '../../scripts/chromium-path'
import { sanitizeConfig } from '../../src/components/sanitized-html'

// DOMPurify needs a real browser DOM (happy-dom is not safe for it), so the blocks' sanitiser
// settings are checked in Chromium.
let browser: Browser
let page: Page

beforeAll(async () => {
  const executablePath = findChromium()
  if (!executablePath) throw new Error('No Chromium: set CHROME_PATH.')
  browser = await chromium.launch({ executablePath, args: chromiumArgs })
  page = await browser.newPage()
  await page.addScriptTag({
    path: createRequire(import.meta.url).resolve('dompurify/dist/purify.min.js'),
  })
}, 60_000)
afterAll(async () => {
  await browser?.close()
})

function sanitizeInBrowser(html: string): Promise<string> {
  return page.evaluate(
    ([dirty, config]) =>
      (
        window as unknown as { DOMPurify: { sanitize: (h: string, c: unknown) => string } }
      ).DOMPurify.sanitize(dirty, config),
    [html, sanitizeConfig] as const,
  )
}

describe('CMS HTML sanitiser in Chromium', () => {
  it('removes scripts, event handler attributes and javascript: links, keeping the text', async () => {
    const clean = await sanitizeInBrowser(
      '<p>Safe <strong>text</strong></p><script>alert(1)</script><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">bad</a><svg><script>alert(4)</script></svg>',
    )
    expect(clean).toBe('<p>Safe <strong>text</strong></p><img src="x.png"><a>bad</a>')
  })

  it('keeps the markup CMS text uses, but not link targets (no window opened by CMS text)', async () => {
    const html =
      '<h2>Title</h2><p>One <em>two</em> <a href="/about" target="_blank">three</a></p><ul><li>four</li></ul>'
    expect(await sanitizeInBrowser(html)).toBe(html.replace(' target="_blank"', ''))
  })
})
