import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumArgs, findChromium } from '../../scripts/chromium-path'
import { message } from './shop-data'
import { phoneViewport, startShopInBrowser, type ShopInBrowser } from './shop-in-browser'

let shop: ShopInBrowser
/** A browser profile on disk: Chromium does not install apps from a private window. */
let profileDir: string
let context: BrowserContext
let page: Page

interface ManifestImage {
  src: string
  sizes: string
  type: string
  purpose?: string
  form_factor?: string
}

beforeAll(async () => {
  shop = await startShopInBrowser()
  profileDir = mkdtempSync(join(tmpdir(), 'shop-profile-'))
  context = await chromium.launchPersistentContext(profileDir, {
    executablePath: findChromium(),
    args: chromiumArgs,
    viewport: phoneViewport,
  })
  // Chromium offers the install on its own once the shop has been open a while (sooner or later
  // on a busy machine): its offer is held back, and the test makes the offer when it chooses.
  await context.addInitScript(() => {
    window.addEventListener('beforeinstallprompt', (event) => {
      if (event.isTrusted) event.stopImmediatePropagation()
    })
  })
  page = context.pages()[0] ?? (await context.newPage())
  await page.goto(`${shop.origin}/`)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
})
afterAll(async () => {
  await context?.close()
  await shop?.close()
  if (profileDir) rmSync(profileDir, { recursive: true, force: true })
})

describe('installing the shop', () => {
  it('has a manifest that names the app, its icons and its screenshots', async () => {
    const answer = await page.request.get(`${shop.origin}/manifest.webmanifest`)
    const manifest = (await answer.json()) as Record<string, unknown> & {
      icons: ManifestImage[]
      screenshots: ManifestImage[]
    }
    expect(manifest).toMatchObject({
      id: '/',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      name: expect.any(String),
      short_name: expect.any(String),
      theme_color: expect.any(String),
      background_color: expect.any(String),
    })
    for (const [sizes, purpose] of [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['192x192', 'maskable'],
      ['512x512', 'maskable'],
    ]) {
      expect(manifest.icons).toContainEqual(expect.objectContaining({ sizes, purpose }))
    }
    expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide'])
    for (const image of [...manifest.icons, ...manifest.screenshots]) {
      const file = await page.request.get(`${shop.origin}${image.src}`)
      expect(file.status(), image.src).toBe(200)
      expect(file.headers()['content-type']).toBe(image.type)
    }
    // Each icon is as large as the manifest says (a PNG's width and height follow its signature).
    for (const icon of manifest.icons) {
      const png = await (await page.request.get(`${shop.origin}${icon.src}`)).body()
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes)
    }
  })

  it('is installable: Chromium reports no installability errors', async () => {
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[]
    }
    expect(installabilityErrors).toEqual([])
  })

  it('offers the install in the menu while the browser offers it', async () => {
    const openMenu = page
      .locator('header')
      .getByRole('button', { name: message('EN', 'layout.openMenu') })
    const installButton = page.getByRole('button', { name: message('EN', 'install.button') })
    await openMenu.click()
    await page.getByRole('dialog').waitFor()
    expect(await installButton.count()).toBe(0)

    // What Chromium fires when it would install the shop.
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {
          document.documentElement.dataset.installPrompted = 'yes'
        },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      })
      window.dispatchEvent(offer)
    })
    await installButton.click()
    expect(await page.locator('html').getAttribute('data-install-prompted')).toBe('yes')
    // The offer is used up.
    await expect.poll(() => installButton.count()).toBe(0)
  })
})
