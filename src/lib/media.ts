import type { MediaFile } from '../contract/content'

/**
 * How the shop shows the media of its API: file paths relative to `setting.upload_path`, and
 * pictures stored at several widths.
 */

/** Where media live when the shop's settings do not say. */
export const defaultUploadPath = '/uploads/'

/** A media path of the API as an address: `setting.upload_path` + path; full addresses stay. */
export function mediaUrl(uploadPath: string, path: string): string {
  if (path === '' || /^(https?:)?\/\//.test(path) || path.startsWith('/')) return path
  return `${uploadPath.replace(/\/?$/, '/')}${path}`
}

/**
 * `srcset` of a picture from its stored widths: the file name ends with the widest width, which
 * is replaced by each other width. Undefined when the name does not follow that pattern.
 */
export function srcSetOf(uploadPath: string, file: MediaFile): string | undefined {
  const widths = file.widths ?? []
  if (widths.length < 2) return undefined
  const widest = Math.max(...widths)
  const pattern = new RegExp(`-${widest}(\\.[a-z0-9]+)$`, 'i')
  if (!pattern.test(file.url)) return undefined
  return [...widths]
    .sort((a, b) => a - b)
    .map((w) => `${mediaUrl(uploadPath, file.url.replace(pattern, `-${w}$1`))} ${w}w`)
    .join(', ')
}

/** One source of a picture: where the browser picks a file from, and for which screens. */
export interface PictureSource {
  src: string
  srcSet?: string
  sizes?: string
  width?: number
  height?: number
  /** The screens it is for; every screen when absent. */
  media?: string
}

/** A stored picture as a source: its file, the `srcset` of its widths shown at `sizes`. */
export function pictureSource(
  uploadPath: string,
  file: MediaFile,
  sizes: string,
  media?: string,
): PictureSource {
  const srcSet = srcSetOf(uploadPath, file)
  return {
    src: mediaUrl(uploadPath, file.url),
    srcSet,
    sizes: srcSet ? sizes : undefined,
    width: file.width,
    height: file.height,
    media,
  }
}

/**
 * The attributes a `chakra.img` of a stored picture carries: src, srcset, sizes and its intrinsic
 * size (`htmlWidth`/`htmlHeight`: Chakra reads `width`/`height` as CSS).
 */
export function imageAttributes(uploadPath: string, file: MediaFile, sizes: string) {
  const { src, srcSet, sizes: shownAt, width, height } = pictureSource(uploadPath, file, sizes)
  return { src, srcSet, sizes: shownAt, htmlWidth: width, htmlHeight: height }
}

/**
 * A head link that preloads a picture (a page's LCP, as a rule): the browser fetches it with the
 * HTML's head, for the screens it is for, instead of when it reaches it.
 */
export function picturePreload(source: PictureSource) {
  return {
    rel: 'preload',
    as: 'image',
    href: source.src,
    imageSrcSet: source.srcSet,
    imageSizes: source.sizes,
    media: source.media,
    fetchPriority: 'high' as const,
  }
}
