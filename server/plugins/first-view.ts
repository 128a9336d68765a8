import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { AnyCall, CallRequest, CallResponse } from '../../src/contract/call'
import type { Language } from '../../src/contract/common'
import {
  homePageCall,
  homeProductDefaultLimit,
  menuCall,
  pageFooterCall,
  pageSelectCall,
  siteConfigCall,
} from '../../src/contract/content'
import type { FirstAnswer } from '../../src/contract/first-answers'
import {
  defaultUploadPath,
  firstViewBlocks,
  firstViewPictures,
  type PictureSource,
} from '../../src/contract/media'
import { languageFromQuery } from '../services/head-tags'
import { fixedPages } from './head-tags'

/** What the page a navigation opens needs first: the app's first reads and its hero picture. */
export interface FirstView {
  answers: FirstAnswer[]
  /** The picture the page shows first (its largest paint), to fetch along with the app. */
  heroSources: PictureSource[]
  /** The types of the blocks the page shows first, whose code the app needs at once. */
  blockTypes: string[]
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The first view of the page at `url`, read through the API itself. */
    firstView: (url: string) => Promise<FirstView>
  }
}

/**
 * Reads calls through the API itself (validation, site lock, read cache), exactly as the app
 * would make them, and keeps the answers that succeed in the order the calls were made, so
 * reads made side by side give the same page every time.
 */
function apiReader(app: FastifyInstance) {
  const slots: (FirstAnswer | undefined)[] = []
  async function read<C extends AnyCall>(
    call: C,
    body: CallRequest<C>,
    lang: Language | undefined,
  ): Promise<CallResponse<C> | undefined> {
    const slot = slots.push(undefined) - 1
    const response = await app.inject({
      method: 'POST',
      url: call.path,
      headers: { 'content-type': 'application/json', ...(lang ? { lang } : {}) },
      payload: JSON.stringify(body),
    })
    // A locked shop, a missing page: the app asks itself and shows what it is told.
    if (response.statusCode !== 200) return undefined
    const answer: unknown = response.json()
    const parsed = call.response.safeParse(answer)
    if (!parsed.success) return undefined
    slots[slot] = { path: call.path, ...(lang ? { lang } : {}), body, answer }
    return parsed.data as CallResponse<C>
  }
  const answers = (): FirstAnswer[] => slots.filter((answer) => answer !== undefined)
  return { read, answers }
}

/** The CMS page a path shows: `home` for `/`, the slug of a one-segment page, else none. */
function pageSlugOf(pathname: string): string | undefined {
  const segments = pathname.split('/').filter(Boolean)
  if (segments.length === 0) return 'home'
  const [slug] = segments
  if (segments.length !== 1 || !slug || fixedPages.has(slug)) return undefined
  try {
    return decodeURIComponent(slug)
  } catch {
    return undefined
  }
}

async function firstViewOf(app: FastifyInstance, url: string): Promise<FirstView> {
  const { read, answers } = apiReader(app)
  const parsed = new URL(url, 'http://shop.invalid')
  const asked = languageFromQuery(parsed.searchParams.get('lang'))
  // The app asks for the configuration in the language of the link, else in the shop's default.
  const site = await read(siteConfigCall, {}, asked)
  if (!site) return { answers: answers(), heroSources: [], blockTypes: [] }
  const lang = asked ?? site.conf.lang

  const slug = pageSlugOf(parsed.pathname)
  const shown =
    slug === 'home'
      ? await read(homePageCall, { product_limit: homeProductDefaultLimit }, lang)
      : slug
        ? await read(pageSelectCall, { slug }, lang)
        : undefined
  const page = shown?.page
  if (!page || page.options.footer) {
    await Promise.all([read(pageFooterCall, {}, lang), read(menuCall, { menu: 'footer' }, lang)])
  }

  const pictures = shown
    ? firstViewPictures(
        shown.page.data,
        shown.plugins,
        site.setting.upload_path || defaultUploadPath,
      )
    : []
  const heroSources = pictures.flatMap((picture) => [
    picture.mobile,
    ...(picture.desktop ? [picture.desktop] : []),
  ])
  const blockTypes = shown ? firstViewBlocks(shown.page.data).map((block) => block.type) : []
  return { answers: answers(), heroSources, blockTypes }
}

export const firstViewPlugin = fp(
  async (app) => {
    app.decorate('firstView', (url: string) => firstViewOf(app, url))
  },
  { name: 'first-view' },
)
