import { describe, expect, it } from 'vitest'
import { homePageCall, pageSelectCall, siteConfigCall } from '../../src/contract/content'
import {
  firstAnswerKey,
  firstAnswersElementId,
  firstAnswersJson,
  type FirstAnswer,
} from '../../src/contract/first-answers'
import {
  blockChunksFile,
  blocksInOrder,
  heroPicture,
  heroSizes,
  paralaxPicture,
  pictureSource,
} from '../../src/contract/media'
import { fakeBuiltApp } from './fake-built-app'
import { startTestShop, type TestShop } from './harness'

// The code of the blocks the app loads on demand, as the build lists it.
const textBlockCode = ['/assets/text-block-Ef56Gh78.js', '/assets/sanitized-html-Ij90Kl12.js']
const distDir = fakeBuiltApp('', {
  'assets/vazirmatn-arabic-Xy12Zw34.woff2': 'wOF2',
  [blockChunksFile]: JSON.stringify({
    text: textBlockCode,
    contact: ['/assets/contact-block-Mn34Op56.js'],
  }),
})

const shop = await startTestShop({ staticDir: distDir })
const locked = await startTestShop({ staticDir: distDir, siteLockKey: '4321' })
const caching = await startTestShop({ staticDir: distDir, readCacheMs: 60_000 })

async function pageHtml(on: TestShop, url: string): Promise<string> {
  const res = await on.app.inject({ method: 'GET', url })
  expect(res.headers['content-type']).toMatch(/text\/html/)
  return res.body
}

/** The answers the page carries, in the order the server read them. */
function answersIn(html: string): FirstAnswer[] {
  const pattern = new RegExp(
    `<script type="application/json" id="${firstAnswersElementId}">([\\s\\S]*?)</script>`,
  )
  const text = pattern.exec(html)?.[1]
  return text === undefined ? [] : (JSON.parse(text) as FirstAnswer[])
}

/** The reads the page answers, in the order the page carries them. */
const keysOf = (answers: FirstAnswer[]) =>
  answers.map(({ path, lang, body }) => firstAnswerKey(path, lang, body))

describe("the page's first answers", () => {
  it('carries the configuration, the home page and the footer, as the API answers them', async () => {
    const answers = answersIn(await pageHtml(shop, '/'))
    // The footer and its menu are read side by side; the page still lists them in call order,
    // so the same shop gives the same page (and the same bytes to cache and compress).
    const expected = [
      firstAnswerKey('/wsd/v1/site/config', undefined, {}),
      firstAnswerKey('/wsd/v2/page/home', 'EN', { product_limit: 3 }),
      firstAnswerKey('/wsd/v1/page/footer', 'EN', {}),
      firstAnswerKey('/wsd/v1/menu', 'EN', { menu: 'footer' }),
    ]
    for (let load = 0; load < 5; load += 1) {
      expect(keysOf(answersIn(await pageHtml(shop, '/')))).toEqual(expected)
    }
    for (const { path, lang, body, answer } of answers) {
      const res = await shop.call(path, body, { headers: lang ? { lang } : {} })
      expect(res.statusCode).toBe(200)
      expect(answer).toEqual(res.json())
    }
  })

  it("reads in the language of a link's ?lang=", async () => {
    const answers = answersIn(await pageHtml(shop, '/?lang=fa'))
    expect(answers.map((a) => `${a.lang} ${a.path}`).sort()).toEqual([
      'FA /wsd/v1/menu',
      'FA /wsd/v1/page/footer',
      'FA /wsd/v1/site/config',
      'FA /wsd/v2/page/home',
    ])
    const homeAnswer = answers.find((a) => a.path === homePageCall.path)?.answer
    expect(homePageCall.response.parse(homeAnswer).page.title).not.toBe('')
    expect(JSON.stringify(homeAnswer)).toMatch(/[\u0600-\u06ff]/)
  })

  it('carries a CMS page by its slug, and no footer for a page that hides it', async () => {
    const about = answersIn(await pageHtml(shop, '/about'))
    expect(about.map((a) => a.path)).toContain('/wsd/v1/page/select')
    expect(about.find((a) => a.path === '/wsd/v1/page/select')?.body).toEqual({ slug: 'about' })

    const campaign = answersIn(await pageHtml(shop, '/campaign'))
    expect(campaign.map((a) => a.path).sort()).toEqual([
      '/wsd/v1/page/select',
      '/wsd/v1/site/config',
    ])
  })

  it('carries no page for a path without one, and only the configuration while locked', async () => {
    const missing = answersIn(await pageHtml(shop, '/no-such-page'))
    expect(missing.map((a) => a.path)).not.toContain('/wsd/v1/page/select')

    const lockedHome = answersIn(await pageHtml(locked, '/'))
    expect(lockedHome.map((a) => a.path)).toEqual(['/wsd/v1/site/config'])
    expect(siteConfigCall.response.parse(lockedHome[0]?.answer).setting.luck).toBe(1)
  })

  it('keeps every text inside the script element', () => {
    const answers: FirstAnswer[] = [
      { path: '/x', body: {}, answer: { html: '</script><script>alert(1)</script>\u2028' } },
    ]
    const text = firstAnswersJson(answers)
    expect(text).not.toMatch(/<\/?script/i)
    expect(text).not.toContain('\u2028')
    expect(JSON.parse(text)).toEqual(answers)
  })

  it('names a read by its content, not the order of its fields', () => {
    expect(firstAnswerKey('/p', 'EN', { a: 1, b: [{ d: 2, c: 3 }] })).toBe(
      firstAnswerKey('/p', 'EN', { b: [{ c: 3, d: 2 }], a: 1 }),
    )
    expect(firstAnswerKey('/p', 'EN', {})).not.toBe(firstAnswerKey('/p', 'FA', {}))
    expect(firstAnswerKey('/p', undefined, {})).not.toBe(firstAnswerKey('/p', 'EN', {}))
  })
})

describe("the page's hero picture", () => {
  it('is preloaded in the head as the slider will ask for it, phone and desktop', async () => {
    const html = await pageHtml(shop, '/')
    const home = homePageCall.response.parse(
      (
        await shop.call('/wsd/v2/page/home', { product_limit: 3 }, { headers: { lang: 'EN' } })
      ).json(),
    )
    const [first] = blocksInOrder(home.page.data)
    expect(first?.type).toBe('slider')
    const hero = first?.type === 'slider' ? heroPicture(first, '/uploads/') : null
    expect(hero?.desktop).toBeDefined()
    const head = html.slice(0, html.indexOf('</head>'))
    const preloads = [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(([tag]) => tag)
    expect(preloads).toHaveLength(2)
    expect(preloads[0]).toContain(`imagesrcset="${hero?.mobile.srcSet}"`)
    expect(preloads[0]).toContain('media="(max-width: 767.98px)"')
    expect(preloads[1]).toContain(`imagesrcset="${hero?.desktop?.srcSet}"`)
    expect(preloads[1]).toContain('media="(min-width: 768px)"')
    for (const tag of preloads) expect(tag).toContain('fetchpriority="high"')
  })

  it('is the background of a parallax block in the first view', async () => {
    const html = await pageHtml(shop, '/about')
    const about = pageSelectCall.response.parse(
      (
        await shop.call('/wsd/v1/page/select', { slug: 'about' }, { headers: { lang: 'EN' } })
      ).json(),
    )
    // The text block above it is no picture; the parallax below it is the page's largest paint.
    const [, second] = blocksInOrder(about.page.data)
    expect(second?.type).toBe('paralax')
    const picture = second?.type === 'paralax' ? paralaxPicture(second, '/uploads/') : undefined
    const preloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(([tag]) => tag)
    expect(preloads).toEqual([
      `<link rel="preload" as="image" href="${picture?.mobile.src}" media="(max-width: 767.98px)" fetchpriority="high" />`,
      `<link rel="preload" as="image" href="${picture?.desktop?.src}" media="(min-width: 768px)" fetchpriority="high" />`,
    ])
  })

  it('is the picture of a banner that opens a page', async () => {
    // The campaign page, its banner moved to the top, as an editor may arrange it.
    const campaign = await shop.db
      .selectFrom('pages')
      .selectAll()
      .where('lang', '=', 'EN')
      .where('slug', '=', 'campaign')
      .executeTakeFirstOrThrow()
    const blocks = JSON.parse(campaign.data) as { type: string; loc: number }[]
    const reordered = blocks.map((block) => ({
      ...block,
      loc: block.type === 'banner' ? 0 : block.loc,
    }))
    const { id: _id, ...row } = campaign
    await shop.db
      .insertInto('pages')
      .values({ ...row, slug: 'banner-first', data: JSON.stringify(reordered) })
      .execute()

    const page = pageSelectCall.response.parse(
      (
        await shop.call(
          '/wsd/v1/page/select',
          { slug: 'banner-first' },
          { headers: { lang: 'EN' } },
        )
      ).json(),
    )
    const [first] = blocksInOrder(page.page.data)
    const plugin = first ? page.plugins[first.id] : undefined
    expect(plugin?.kind).toBe('banner')
    const file = plugin?.kind === 'banner' ? plugin.file : undefined
    const picture = file && pictureSource('/uploads/', file, heroSizes)
    expect(picture?.srcSet).toBeDefined()
    const preloads = [
      ...(await pageHtml(shop, '/banner-first')).matchAll(/<link rel="preload" as="image"[^>]*>/g),
    ].map(([tag]) => tag)
    // The banner first, then the slider below it (phone and desktop).
    expect(preloads).toHaveLength(3)
    expect(preloads[0]).toContain(`href="${picture?.src}"`)
    expect(preloads[0]).toContain(`imagesrcset="${picture?.srcSet}"`)
    expect(preloads[0]).toContain(`imagesizes="${heroSizes}"`)
  })

  it('is not preloaded where no page opens with a picture', async () => {
    const html = await pageHtml(shop, '/no-such-page')
    expect(html).not.toMatch(/<link rel="preload" as="image"/)
  })
})

describe("the code of the page's first blocks", () => {
  const modulePreloads = (html: string) =>
    [
      ...html.matchAll(
        /<link rel="modulepreload" crossorigin href="([^"]+)" fetchpriority="low" \/>/g,
      ),
    ].map(([, href]) => href)

  it('is preloaded when a block the app loads on demand opens the page', async () => {
    // About opens with a text block (its code and the HTML sanitiser's), then a parallax.
    const html = await pageHtml(shop, '/about')
    expect(modulePreloads(html)).toEqual(textBlockCode)
    expect(html.indexOf('rel="modulepreload"')).toBeLessThan(html.indexOf('</head>'))
  })

  it('is not preloaded for blocks that come with the app or sit below the first view', async () => {
    // Home opens with a slider and the product showcase; its text block is further down.
    const home = await pageHtml(shop, '/')
    expect(modulePreloads(home)).toEqual([])
    expect(modulePreloads(await pageHtml(shop, '/no-such-page'))).toEqual([])
  })
})

describe('the Persian/Arabic font', () => {
  const fontPreload =
    '<link rel="preload" as="font" type="font/woff2" href="/assets/vazirmatn-arabic-Xy12Zw34.woff2" crossorigin />'

  it('is preloaded by Persian and Arabic pages, before the text needs it', async () => {
    for (const lang of ['fa', 'ar']) {
      const html = await pageHtml(shop, `/about?lang=${lang}`)
      expect(html.slice(0, html.indexOf('</head>')), lang).toContain(fontPreload)
    }
  })

  it('is never preloaded by English pages', async () => {
    expect(await pageHtml(shop, '/about')).not.toContain('as="font"')
    expect(await pageHtml(shop, '/?lang=en')).not.toContain('as="font"')
  })
})

describe('a page kept in the read cache', () => {
  const titleOf = async (url: string) =>
    /<title>([^<]*)<\/title>/.exec(await pageHtml(caching, url))?.[1]

  it('is answered again while the reads are kept, and read anew once they are cleared', async () => {
    const before = await titleOf('/about')
    await caching.db
      .updateTable('pages')
      .set({ title: 'About the shop, renamed' })
      .where('slug', '=', 'about')
      .where('lang', '=', 'EN')
      .execute()
    expect(await titleOf('/about')).toBe(before)
    // What a write through the API does.
    caching.app.readCache.clear()
    expect(await titleOf('/about')).toBe('About the shop, renamed')
  })

  it('keeps no page that does not exist', async () => {
    const first = await caching.app.inject({ method: 'GET', url: '/not-yet' })
    expect(first.statusCode).toBe(404)
    expect(caching.app.readCache.get('navigation /not-yet')).toBeUndefined()
  })
})
