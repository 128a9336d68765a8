import { randomBytes } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
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

const pictureProblem = (index: number, problem: FieldProblem) =>
  fieldRefused(`pictures.${index}.data`, {
    ...problem,
    message: `Picture ${index + 1}: ${problem.message}`,
  })

/** Checks each sent picture by its content and renders it; any bad one refuses them all. */
export async function renderPictures(pictures: { data: string }[]): Promise<RenderedPicture[]> {
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
 * Writes rendered pictures as `products/<uniqueId>-<random>-<width>.webp` (names the server
 * makes); `remove` takes them away again when the product is not written.
 */
export async function storePictures(
  uploadsDir: string,
  uniqueId: string,
  pictures: RenderedPicture[],
) {
  const files: string[] = []
  const remove = () => Promise.all(files.map((file) => rm(file, { force: true })))
  await mkdir(join(uploadsDir, 'products'), { recursive: true })
  const stored: StoredPicture[] = []
  try {
    for (const picture of pictures) {
      const name = `products/${uniqueId}-${randomBytes(6).toString('hex')}`
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
