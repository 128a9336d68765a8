import { firstAnswersElementId, firstAnswersJson } from '../../src/contract/first-answers'
import type { PictureSource } from '../../src/contract/media'
import type { FirstView } from '../plugins/first-view'
import { escapeHtml } from './head-tags'

const headEnd = /<\/head>/i
const bodyEnd = /<\/body>/i

/** A preload of a picture as the page's `<img>`/`<source>` will ask for it, fetched first. */
function preloadTag(source: PictureSource): string {
  const attributes: [string, string | undefined][] = [
    ['href', source.src],
    ['imagesrcset', source.srcSet],
    ['imagesizes', source.sizes],
    ['media', source.media],
  ]
  const shown = attributes
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
  return `<link rel="preload" as="image" ${shown.join(' ')} fetchpriority="high" />`
}

/** What the server adds to a page's first view from the built app's files. */
export interface FirstViewFiles {
  /** The Persian/Arabic font, for a page in one of those languages. */
  font?: string
  /** The code of the first view's blocks that the app loads on demand (see block-chunks.json). */
  modules?: string[]
}

/**
 * The page with its first view: the hero picture, the code of its blocks (and the font of a
 * Persian or Arabic page) preloaded in the head, and the app's first answers as a JSON script
 * element (data, never run) at the end of the body.
 */
export function htmlWithFirstView(page: string, view: FirstView & FirstViewFiles): string {
  let html = page
  const preloads = view.heroSources.map(preloadTag)
  for (const module of view.modules ?? []) {
    // Crossorigin as the app's own module script, so the browser reuses what it preloaded.
    preloads.push(
      `<link rel="modulepreload" crossorigin href="${escapeHtml(module)}" fetchpriority="low" />`,
    )
  }
  if (view.font) {
    // Fonts are fetched in CORS mode: the preload must be too, or it is not reused.
    preloads.push(
      `<link rel="preload" as="font" type="font/woff2" href="${escapeHtml(view.font)}" crossorigin />`,
    )
  }
  if (preloads.length > 0) {
    html = html.replace(headEnd, () => `${preloads.map((tag) => `  ${tag}\n`).join('')}</head>`)
  }
  if (view.answers.length > 0) {
    const script = `<script type="application/json" id="${firstAnswersElementId}">${firstAnswersJson(view.answers)}</script>`
    html = html.replace(bodyEnd, () => `  ${script}\n</body>`)
  }
  return html
}
