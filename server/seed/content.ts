import { languages, type Language } from '../../src/contract/common'
import { toJsonText } from '../../src/contract/json-text'
import type { Db } from '../db/database'
import { blogCategoryTexts, seedBlogPosts, type BlogCategoryKey } from './content-blog-posts'
import { writeContentImages, type ContentImages } from './content-images'
import {
  aboutBlocks,
  campaignBlocks,
  footerBlocks,
  homeBlocks,
  type PageLinks,
  type PluginIds,
} from './content-pages'
import { siteTexts, type SiteTexts } from './content-texts'
import type { SeedOptions } from './seed-options'

const uploadPath = '/uploads/'
const dayMs = 24 * 60 * 60 * 1000

/** Builds settings, pages, plugins, menus, the blog, projects and services in every language. */
export async function seedContent(db: Db, options: SeedOptions): Promise<void> {
  const images = await writeContentImages(options.uploadsDir)
  const product = await highlightedProduct(db)
  const links = await categoryLinks(db)
  const now = Date.now()
  for (const lang of languages) {
    const t = siteTexts[lang]
    await seedSettings(db, lang, t, images)
    const plugins = await seedPlugins(db, lang, t, images, links)
    await seedPages(db, lang, t, images, plugins, product)
    await seedMenus(db, lang, t, links)
    await seedBlog(db, lang, images, now)
    await seedShowcases(db, lang, t, images, now)
  }
}

/** The product the highlight blocks show: the most favoured one of the catalogue. */
async function highlightedProduct(db: Db): Promise<string | undefined> {
  const row = await db
    .selectFrom('products')
    .select('unique_id')
    .orderBy('fav', 'desc')
    .orderBy('id', 'asc')
    .limit(1)
    .executeTakeFirst()
  return row?.unique_id
}

async function categoryLinks(db: Db): Promise<PageLinks> {
  const rows = await db
    .selectFrom('product_categories')
    .select('unique_id')
    .where('lang', '=', 'EN')
    .orderBy('id')
    .execute()
  const ids = rows.map((r) => r.unique_id)
  const find = (word: string) => ids.find((id) => id.includes(word)) ?? 'all'
  return { irons: `/product/${find('iron')}`, hairdryers: `/product/${find('dryer')}` }
}

async function seedSettings(db: Db, lang: Language, t: SiteTexts, images: ContentImages) {
  const conf = {
    lang,
    title: t.site.title,
    description: t.site.description,
    logo: images.logo.url,
    paralax: toJsonText({
      title: t.paralax.title,
      text: t.paralax.text,
      link: '/product/all',
      linkText: t.paralax.linkText,
    }),
    credit: { title: t.site.credit, link: '/about' },
  }
  const setting = {
    upload_path: uploadPath,
    blog: {
      layout: [
        { pos: 'blog1', title: t.blogLayout.featured, cat: '', limit: 1 },
        { pos: 'blog2', title: t.blogLayout.latest, cat: '', limit: 6 },
        { pos: 'blog3', title: t.blogLayout.tips, cat: 'ironing-tips', limit: 4 },
      ],
      seo: {
        title: t.blogSeo.title,
        meta_description: t.blogSeo.description,
        meta_key: t.blogSeo.keywords,
        canonical: '/blog',
        link: '/blog',
      },
    },
  }
  await db
    .insertInto('settings')
    .values({ lang, conf: toJsonText(conf), setting: toJsonText(setting) })
    .execute()
}

async function insertPlugin(db: Db, lang: Language, kind: string, data: unknown): Promise<number> {
  const row = await db
    .insertInto('plugins')
    .values({ lang, kind, data: toJsonText(data) })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

async function seedPlugins(
  db: Db,
  lang: Language,
  t: SiteTexts,
  images: ContentImages,
  links: PageLinks,
): Promise<PluginIds> {
  const banner = images.banner
  return {
    intro: await insertPlugin(db, lang, 'text', {
      title: t.intro.title,
      text: t.intro.text,
      link: '/about',
      linkText: t.intro.linkText,
      target: '_self',
    }),
    story: await insertPlugin(db, lang, 'text', {
      title: t.about.story.title,
      text: t.about.story.text,
      link: '/product/all',
      linkText: t.about.story.linkText,
      target: '_self',
    }),
    footerAbout: await insertPlugin(db, lang, 'text', {
      title: t.footer.about.title,
      text: t.footer.about.text,
      link: '',
      linkText: '',
      target: '_self',
    }),
    banner: await insertPlugin(db, lang, 'banner', {
      file: { url: banner.url, width: banner.width, height: banner.height, widths: banner.widths },
    }),
    promo: await insertPlugin(db, lang, 'card_info', {
      title: t.promo.title,
      text: t.promo.text,
      link: '/campaign',
      linkText: t.promo.linkText,
      file: images.promo.url,
    }),
    campaignPromo: await insertPlugin(db, lang, 'card_info', {
      title: t.campaign.promo.title,
      text: t.campaign.promo.text,
      // The campaign is about irons: its button opens their listing.
      link: links.irons,
      linkText: t.campaign.promo.linkText,
      file: images.promo.url,
    }),
    html: await insertPlugin(db, lang, 'html', { plugin: t.html }),
    footerHtml: await insertPlugin(db, lang, 'html', { plugin: t.footer.html }),
  }
}

async function seedPages(
  db: Db,
  lang: Language,
  t: SiteTexts,
  images: ContentImages,
  plugins: PluginIds,
  product: string | undefined,
) {
  const shown = toJsonText({ header: true, footer: true })
  const page = (
    slug: string,
    seo: { title: string; description: string; keywords: string[] },
    blocks: unknown[],
    options = shown,
  ) => {
    const link = slug === 'home' ? '/' : `/${slug}`
    return {
      lang,
      slug,
      title: seo.title,
      data: toJsonText(blocks),
      options,
      meta: '',
      css: '',
      javascript: '',
      editor: '',
      html: '',
      meta_description: seo.description,
      meta_key: toJsonText(seo.keywords),
      canonical: link,
      link,
    }
  }
  await db
    .insertInto('pages')
    .values([
      page('home', t.home, homeBlocks(t, images, plugins, product)),
      page('about', t.about, aboutBlocks(t, images, plugins)),
      page(
        'campaign',
        t.campaign,
        campaignBlocks(t, images, plugins, product),
        // A landing page without the footer, but with the header: the menu is the way on.
        toJsonText({ header: true, footer: false }),
      ),
      page('footer', { ...t.site, title: t.site.title }, footerBlocks(t, plugins)),
    ])
    .execute()
}

async function seedMenus(db: Db, lang: Language, t: SiteTexts, links: PageLinks) {
  const m = t.menus
  const items = (list: [string, string][]) =>
    toJsonText(list.map(([title, link], i) => ({ id: i + 1, title, link })))
  await db
    .insertInto('menus')
    .values([
      {
        lang,
        menu: 'main_menu',
        title: m.main,
        items: items([
          [m.home, '/'],
          [m.irons, links.irons],
          [m.hairdryers, links.hairdryers],
          [m.blog, '/blog'],
          [m.campaign, '/campaign'],
          [m.about, '/about'],
        ]),
      },
      {
        lang,
        menu: 'footer',
        title: m.footer,
        items: items([
          [m.blog, '/blog'],
          [m.services, '/service'],
          [m.projects, '/project'],
          [m.about, '/about'],
          [m.account, '/account'],
        ]),
      },
    ])
    .execute()
}

function postBody(paragraphs: string[], list: string[] | undefined): string {
  const [first, ...rest] = paragraphs
  const listHtml = list ? `<ul>${list.map((item) => `<li>${item}</li>`).join('')}</ul>` : ''
  return [`<p>${first ?? ''}</p>`, listHtml, ...rest.map((p) => `<p>${p}</p>`)].join('')
}

async function seedBlog(db: Db, lang: Language, images: ContentImages, now: number) {
  const categoryIds = new Map<BlogCategoryKey, number>()
  for (const key of Object.keys(blogCategoryTexts) as BlogCategoryKey[]) {
    const text = blogCategoryTexts[key][lang]
    const row = await db
      .insertInto('blog_categories')
      .values({
        unique_id: key,
        lang,
        title: text.title,
        meta_description: text.description,
        meta_key: toJsonText(text.keywords),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    categoryIds.set(key, row.id)
  }
  await db
    .insertInto('blog_posts')
    .values(
      seedBlogPosts.map((post, index) => {
        const text = post.text[lang]
        return {
          unique_id: post.uniqueId,
          lang,
          category_id: categoryIds.get(post.category) ?? 0,
          title: text.title,
          img: images.blog[post.image].url,
          des: text.des,
          body: postBody(text.paragraphs, text.list),
          view: 40 + ((index * 137) % 900),
          comment: (index * 7) % 13,
          // Newest first, three days apart, at a time of day that differs per post.
          created_at: new Date(now - index * 3 * dayMs - index * 3_600_000).toISOString(),
          meta_description: text.des,
          meta_key: toJsonText(blogCategoryTexts[post.category][lang].keywords),
        }
      }),
    )
    .execute()
}

async function seedShowcases(
  db: Db,
  lang: Language,
  t: SiteTexts,
  images: ContentImages,
  now: number,
) {
  const pictures = [images.blog.steam, images.blog.hair, images.blog.news, images.promo]
  const rows = (list: { title: string; des: string }[]) =>
    list.map((item, index) => ({
      lang,
      title: item.title,
      des: item.des,
      img: pictures[index % pictures.length]?.url ?? '',
      created_at: new Date(now - (index + 1) * 20 * dayMs).toISOString(),
    }))
  await db.insertInto('projects').values(rows(t.projects)).execute()
  await db.insertInto('services').values(rows(t.services)).execute()
}
