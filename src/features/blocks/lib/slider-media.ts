import type { BlockOf } from '../../../contract/content'

type SlideFile = BlockOf<'slider'>['data']['file'][number]

/**
 * The slide's desktop and mobile media. `def` 0 marks the default (desktop) file: the first file
 * is desktop or mobile by its `def`, the second is the other; a lone file serves both.
 */
export function sliderMedia(files: SlideFile[]): { desktop: SlideFile; mobile: SlideFile } | null {
  const [first, second] = files
  if (!first) return null
  const other = second ?? first
  return first.def === 0 ? { desktop: first, mobile: other } : { desktop: other, mobile: first }
}
