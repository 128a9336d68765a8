import type { FastifyReply, FastifyRequest } from 'fastify'
import { pageLanguage, type Locale } from '../../src/contract/language-rules'
import type { AppSource, StartFiles } from './app-source'

/** A `<link>` of a page's head, by the attributes the app writes on it. */
export interface HeadLink {
  rel: string
  href?: string
  as?: string
  type?: string
  crossOrigin?: string
  imageSrcSet?: string
  imageSizes?: string
  media?: string
  fetchPriority?: string
}

/** A header's text for `value`: bytes past printable ASCII (and those listed) percent-encoded. */
const headerText = (value: string, encoded: RegExp) =>
  value.replace(encoded, (found) =>
    [...Buffer.from(found)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join(''),
  )
const inAddress = (value: string) => headerText(value, /[^\x21-\x7e]|[<>"\\]/g)
const quoted = (value: string) => `"${headerText(value, /[^\x20-\x7e]|["\\]/g)}"`

/** The widest file of a `srcset`: what a browser that reads no `imagesrcset` asks for. */
function widestOf(srcSet: string): string | undefined {
  const candidates = srcSet.split(',').map((candidate) => {
    const [address = '', descriptor = ''] = candidate.trim().split(/\s+/)
    return { address, width: Number.parseFloat(descriptor) || 0 }
  })
  return candidates.sort((a, b) => b.width - a.width)[0]?.address || undefined
}

/** One entry of a `Link` header (RFC 8288), the link's attributes as its parameters. */
function linkEntry(link: HeadLink): string | undefined {
  // React writes a picture's preload with its `srcset` alone.
  const href = link.href ?? (link.imageSrcSet ? widestOf(link.imageSrcSet) : undefined)
  if (!href) return undefined
  const parameters = [`rel=${link.rel}`]
  if (link.as) parameters.push(`as=${link.as}`)
  if (link.type) parameters.push(`type=${quoted(link.type)}`)
  if (link.crossOrigin !== undefined) {
    parameters.push(
      link.crossOrigin === 'use-credentials' ? 'crossorigin=use-credentials' : 'crossorigin',
    )
  }
  if (link.imageSrcSet) parameters.push(`imagesrcset=${quoted(link.imageSrcSet)}`)
  if (link.imageSizes) parameters.push(`imagesizes=${quoted(link.imageSizes)}`)
  if (link.media) parameters.push(`media=${quoted(link.media)}`)
  if (link.fetchPriority) parameters.push(`fetchpriority=${link.fetchPriority}`)
  return [`<${inAddress(href)}>`, ...parameters].join('; ')
}

/**
 * What a page's head asks for, as `Link` entries, in the order the browser should ask: its
 * largest picture first when it is known (a kept copy's), then the CSS, the font of its
 * language and the client entry. The start's files are not named: the entry asks for them
 * after the largest picture, which would otherwise share a slow network with them.
 */
export function pageLinks(
  files: Pick<StartFiles, 'css' | 'entry'>,
  { font, pictures = [] }: { font: HeadLink[]; pictures?: HeadLink[] },
): string[] {
  const links: HeadLink[] = [
    ...pictures,
    ...files.css.map((href) => ({ rel: 'preload', as: 'style', href })),
    ...font,
    { rel: 'modulepreload', href: files.entry },
  ]
  return [...new Set(links.flatMap((link) => linkEntry(link) ?? []))]
}

const attributePattern = /([\w-]+)\s*=\s*"([^"]*)"/g

/** An attribute's text as React escapes it (`&`, `<`, `>`, `"` and `'`). */
function decodeAttribute(value: string): string {
  return value
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

/**
 * The preloads of a page's largest picture in its head (`fetchpriority="high"`: React's, for
 * the picture the page marks so, or a block's, one per screen size), read once when it is kept.
 */
export function largestPicturesOf(html: string): HeadLink[] {
  const headEnd = html.indexOf('</head>')
  const head = headEnd < 0 ? '' : html.slice(0, headEnd)
  const pictures: HeadLink[] = []
  for (const [tag] of head.matchAll(/<link\b[^>]*>/gi)) {
    const attributes = new Map(
      [...tag.matchAll(attributePattern)].map(([, name = '', value = '']) => [
        name.toLowerCase(),
        decodeAttribute(value),
      ]),
    )
    const high =
      attributes.get('rel') === 'preload' &&
      attributes.get('as') === 'image' &&
      attributes.get('fetchpriority') === 'high'
    if (!high) continue
    pictures.push({
      rel: 'preload',
      as: 'image',
      href: attributes.get('href'),
      imageSrcSet: attributes.get('imagesrcset'),
      imageSizes: attributes.get('imagesizes'),
      media: attributes.get('media'),
      fetchPriority: 'high',
    })
  }
  return pictures
}

/** The `Link` entries of a visitor's page, given what is known of its largest picture. */
export type PageHints = (request: FastifyRequest, pictures?: HeadLink[]) => Promise<string[]>

/**
 * The hints of the built app's pages, in the language the page renders in (the same rule as its
 * render); none in development, where Vite serves the modules one by one.
 */
export function pageHints(source: AppSource, defaultLocale: Locale): PageHints | undefined {
  const files = source.startFiles
  if (files === undefined) return undefined
  return async (request, pictures) => {
    const { locale } = pageLanguage(
      new URL(request.url, 'http://page.invalid'),
      {
        cookie: request.headers.cookie ?? null,
        acceptLanguage: request.headers['accept-language'] ?? null,
      },
      defaultLocale,
    )
    const { fontPreloadFor } = await source.renderer()
    return pageLinks(files, { font: fontPreloadFor(locale), pictures })
  }
}

/**
 * Names what the page's head needs before the page itself: in a `103 Early Hints` answer sent
 * now, while the server reads and renders, and, `inAnswer`, in the page's own `Link` header.
 * Chromium follows a 103 only over HTTP/2 or later (a proxy in front passes it on); the `Link`
 * header of the answer it follows over HTTP/1.1 too, ahead of the head: a page whose largest
 * picture is not known yet (a render) leaves it out, or its font would be asked for before the
 * picture the head names first.
 */
export function sendEarlyHints(
  request: FastifyRequest,
  reply: FastifyReply,
  links: string[],
  { inAnswer }: { inAnswer: boolean },
) {
  if (links.length === 0) return
  const value = links.join(', ')
  if (inAnswer) reply.header('link', value)
  const { raw } = reply
  // HTTP/1.0 knows no 1xx answer, and the shop speaks HTTP/1.1 itself (an HTTP/2 server would
  // need its own); `inject`'s socket is a stand-in that drops what is written to it.
  if (request.raw.httpVersion !== '1.1' || raw.headersSent || !raw.socket?.writable) return
  // Written as Node's `writeEarlyHints` writes it, which refuses a quoted parameter with spaces
  // (a picture's `imagesrcset`) that RFC 8288 allows; every entry is ASCII without line breaks.
  raw.socket.write(`HTTP/1.1 103 Early Hints\r\nLink: ${value}\r\n\r\n`, 'ascii')
}
