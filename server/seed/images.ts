import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'

export interface SeedImage {
  /** File name of the widest rendition, relative to the upload prefix. */
  url: string
  widths: number[]
  width: number
  height: number
}

export interface SeedImageRequest {
  /** Base file name without width or extension, e.g. `products/iron-12-1`. */
  name: string
  /** SVG markup of the picture; its viewBox sets the aspect ratio. */
  svg: string
  widths: number[]
  /** Height over width. */
  aspect: number
}

/**
 * Renders a picture as WebP at several widths (`name-320.webp`, ...) under `uploadsDir`.
 * With `uploadsDir` undefined only the names are computed (tests that do not serve media).
 */
export async function writeSeedImage(
  uploadsDir: string | undefined,
  request: SeedImageRequest,
): Promise<SeedImage> {
  const widths = [...request.widths].sort((a, b) => a - b)
  const widest = widths[widths.length - 1] ?? 640
  if (uploadsDir) {
    // sharp (libvips, about 30 MB resident) loads when a picture is made, not in every process.
    const { default: sharp } = await import('sharp')
    const folder = join(uploadsDir, request.name, '..')
    await mkdir(folder, { recursive: true })
    const svg = Buffer.from(request.svg)
    await Promise.all(
      widths.map((w) =>
        sharp(svg, { density: 144 })
          .resize(w, Math.round(w * request.aspect), { fit: 'cover' })
          .webp({ quality: 72, effort: 2 })
          .toFile(join(uploadsDir, `${request.name}-${w}.webp`)),
      ),
    )
  }
  return {
    url: `${request.name}-${widest}.webp`,
    widths,
    width: widest,
    height: Math.round(widest * request.aspect),
  }
}
