import { mediaUrl } from '../../../lib/site-config'

/** Media URLs of CMS blocks and products: files are relative to the site's `upload_path`. */
export const defaultUploadPath = '/uploads/'

/** A picture stored at several widths as `<name>-<w>.webp`; `url` is the widest. */
export interface ResponsiveFile {
  url: string
  width?: number
  height?: number
  widths?: number[]
}

/**
 * `srcset` of a picture from its stored widths: the file name ends with the widest width, which
 * is replaced by each other width. Undefined when the name does not follow that pattern.
 */
export function srcSetOf(uploadPath: string, file: ResponsiveFile): string | undefined {
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

/**
 * The attributes a `chakra.img` of a stored picture carries: src, srcset, sizes and its intrinsic
 * size (`htmlWidth`/`htmlHeight`: Chakra reads `width`/`height` as CSS).
 */
export function imageAttributes(uploadPath: string, file: ResponsiveFile, sizes: string) {
  const srcSet = srcSetOf(uploadPath, file)
  return {
    src: mediaUrl(uploadPath, file.url),
    srcSet,
    sizes: srcSet ? sizes : undefined,
    htmlWidth: file.width,
    htmlHeight: file.height,
  }
}
