import { randomBytes } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pictureMaxBytes } from '../../src/contract/back-office-catalogue'
import { fieldRefused, type FieldProblem } from '../http/errors'
import { pictureWidths } from '../seed/catalogue-pictures'

/** Formats a picture may be in, as sharp reads them from the bytes (never from a name or a type). */
const acceptedFormats = new Set(['jpeg', 'png', 'webp'])
/** Far above any product photo; refuses decompression bombs before they are decoded. */
const maxInputPixels = 40_000_000

export interface RenderedPicture {
  /** WebP at each of the seed's widths. */
  renditions: { width: number; height: number; data: Buffer }[]
}

export interface StoredPicture {
  url: string
  widths: number[]
  width: number
  height: number
}

/** The field of a product's sent pictures that holds the one at `index`. */
const productPictureField = (index: number) => `pictures.${index}.data`

/**
 * Checks each sent picture by its content and renders it; any bad one refuses them all, at the
 * field `fieldOf` names (a product's `pictures.N.data` unless told).
 */
export async function renderPictures(
  pictures: { data: string }[],
  fieldOf: (index: number) => string = productPictureField,
): Promise<RenderedPicture[]> {
  const pictureProblem = (index: number, problem: FieldProblem) =>
    fieldRefused(fieldOf(index), {
      ...problem,
      message: pictures.length > 1 ? `Picture ${index + 1}: ${problem.message}` : problem.message,
    })
  // sharp (libvips, about 30 MB resident) loads with the first picture, not in every process.
  const { default: sharp } = await import('sharp')
  const rendered: RenderedPicture[] = []
  for (const [index, picture] of pictures.entries()) {
    const bytes = Buffer.from(picture.data, 'base64')
    if (bytes.length > pictureMaxBytes)
      throw pictureProblem(index, {
        reason: 'fileTooBig',
        limit: pictureMaxBytes / 1024 / 1024,
        message: `A picture may be at most ${pictureMaxBytes / 1024 / 1024} MB.`,
      })
    const image = sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'error' })
    const meta = await image.metadata().catch(() => undefined)
    if (!meta?.format || !acceptedFormats.has(meta.format) || !meta.width || !meta.height)
      throw pictureProblem(index, {
        reason: 'pictureFormat',
        message: 'Only JPEG, PNG and WebP pictures are taken.',
      })
    const aspect = meta.height / meta.width
    try {
      const renditions = await Promise.all(
        pictureWidths.map(async (width) => {
          const data = await image
            .clone()
            .rotate()
            .resize(width, Math.round(width * aspect), { fit: 'cover' })
            .webp({ quality: 72, effort: 2 })
            .toBuffer()
          return { width, height: Math.round(width * aspect), data }
        }),
      )
      rendered.push({ renditions })
    } catch {
      throw pictureProblem(index, {
        reason: 'damaged',
        message: 'The picture could not be read: it is damaged.',
      })
    }
  }
  return rendered
}

/**
 * Writes rendered pictures as `<folder>/<name>-<random>-<width>.webp` (names the server makes:
 * a product's `products/<uniqueId>`, a page's `content/page`); `remove` takes them away again
 * when what they belong to is not written.
 */
export async function storePictures(
  uploadsDir: string,
  { folder, name: firstName }: { folder: 'products' | 'content'; name: string },
  pictures: RenderedPicture[],
) {
  const files: string[] = []
  const remove = () => Promise.all(files.map((file) => rm(file, { force: true })))
  await mkdir(join(uploadsDir, folder), { recursive: true })
  const stored: StoredPicture[] = []
  try {
    for (const picture of pictures) {
      const name = `${folder}/${firstName}-${randomBytes(6).toString('hex')}`
      for (const rendition of picture.renditions) {
        const file = join(uploadsDir, `${name}-${rendition.width}.webp`)
        files.push(file)
        await writeFile(file, rendition.data, { flag: 'wx' })
      }
      const widest = picture.renditions[picture.renditions.length - 1]
      stored.push({
        url: `${name}-${widest?.width ?? 0}.webp`,
        widths: picture.renditions.map((r) => r.width),
        width: widest?.width ?? 0,
        height: widest?.height ?? 0,
      })
    }
  } catch (problem) {
    await remove()
    throw problem
  }
  return { stored, remove }
}
