import type { MediaFile } from '../../../contract/content'
import { mediaUrl, srcSetOf } from '../../../contract/media'

/**
 * The attributes a `chakra.img` of a stored picture carries: src, srcset, sizes and its intrinsic
 * size (`htmlWidth`/`htmlHeight`: Chakra reads `width`/`height` as CSS).
 */
export function imageAttributes(uploadPath: string, file: MediaFile, sizes: string) {
  const srcSet = srcSetOf(uploadPath, file)
  return {
    src: mediaUrl(uploadPath, file.url),
    srcSet,
    sizes: srcSet ? sizes : undefined,
    htmlWidth: file.width,
    htmlHeight: file.height,
  }
}
