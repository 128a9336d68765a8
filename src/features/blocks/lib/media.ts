import type { MediaFile } from '../../../contract/content'
import { pictureSource } from '../../../contract/media'

/**
 * The attributes a `chakra.img` of a stored picture carries: src, srcset, sizes and its intrinsic
 * size (`htmlWidth`/`htmlHeight`: Chakra reads `width`/`height` as CSS).
 */
export function imageAttributes(uploadPath: string, file: MediaFile, sizes: string) {
  const { src, srcSet, sizes: shownAt, width, height } = pictureSource(uploadPath, file, sizes)
  return { src, srcSet, sizes: shownAt, htmlWidth: width, htmlHeight: height }
}
