import { createContext, useContext } from 'react'
import { preload } from 'react-dom'
import type { MediaFile } from '../contract/content'

/**
 * How the shop shows the media of its API: file paths relative to the site configuration's
 * `setting.upload_path`, and pictures stored at several widths. Nothing else reads that setting.
 */

/** Where media live while the shop has no configuration (offline, never loaded). */
const defaultUploadPath = '/uploads/'

/**
 * The upload path of a site configuration: the server's setting as it is (an empty one puts
 * media at the site's root); the default only when there is no configuration.
 */
function uploadPathOf(site: { setting: { upload_path: string } } | undefined): string {
  return site?.setting.upload_path ?? defaultUploadPath
}

/** A media path of the API as an address: `setting.upload_path` + path; full addresses stay. */
function mediaUrl(uploadPath: string, path: string): string {
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
function pictureSource(
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

/** The addresses of the API's media under the shop's upload path. */
export interface MediaAddress {
  /** A media path as an address; full addresses and absolute paths stay as they are. */
  url: (path: string) => string
  /**
   * A stored picture as a source shown at `sizes`, for the screens `media` names: an `<img>`'s
   * attributes (src, srcset, sizes, its intrinsic size), or a `<source>`'s.
   */
  picture: (file: MediaFile, sizes: string, media?: string) => PictureSource
}

/** The media addresses of a site configuration (or the default ones without it). */
export function mediaAddressOf(
  site: { setting: { upload_path: string } } | undefined,
): MediaAddress {
  const uploadPath = uploadPathOf(site)
  return {
    url: (path) => mediaUrl(uploadPath, path),
    picture: (file, sizes, media) => pictureSource(uploadPath, file, sizes, media),
  }
}

/** The shop's media addresses, provided by the root from the cached site configuration. */
export const MediaAddressContext = createContext<MediaAddress>(mediaAddressOf(undefined))

/** The shop's media addresses, in the server's render as in the browser's. */
export function useMediaAddress(): MediaAddress {
  return useContext(MediaAddressContext)
}

/**
 * Preloads a picture (a page's LCP, as a rule), called as the page renders: the browser fetches
 * it for the screens it is for, instead of when it reaches it. React writes the server's preload
 * at the top of the HTML's head, ahead of the head's links (a Persian page's font among them),
 * so the picture is asked for first.
 */
export function preloadPicture(source: PictureSource): void {
  preload(source.src, {
    as: 'image',
    imageSrcSet: source.srcSet,
    imageSizes: source.sizes,
    media: source.media,
    fetchPriority: 'high',
  })
}
