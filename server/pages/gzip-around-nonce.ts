import { constants, crc32, createDeflateRaw, gunzipSync } from 'node:zlib'

/**
 * A page compressed once, into which each response's own nonce is spliced. The compressor sees a
 * placeholder for the nonce: where the nonce first shows (and wherever the last one is too far
 * back for the compressor to copy it), it is cut out and sent as a stored (uncompressed) block
 * of the response's nonce; everywhere else it is a copy of the one before, whatever it holds.
 */
export interface GzipAroundNonce {
  /** The page's texts between its nonces, as bytes (the gzip trailer's checksum reads them). */
  texts: Buffer[]
  /** The compressed page in pieces, each ending on a byte boundary, a stored nonce between two. */
  pieces: Buffer[]
}

/** A page as the texts between its nonces. */
export const textsAroundNonce = (html: string, nonce: string): Buffer[] =>
  html.split(nonce).map((text) => Buffer.from(text))

/** The page's texts with this nonce between them. */
export function withNonce(texts: Buffer[], nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce)
  return Buffer.concat(texts.flatMap((text, index) => (index === 0 ? [text] : [nonceBytes, text])))
}

/** A response's nonce: 16 random bytes in base64. */
const nonceLength = 24
/**
 * What stands for the nonce while the page is compressed: 24 distinct bytes no HTML of the shop
 * holds (control characters), so a match of the compressor that copies them copies a nonce, whole
 * or at the same places, and never text of the page.
 */
const placeholder = Buffer.from(
  Array.from({ length: nonceLength }, (_, i) => (i < 8 ? 1 + i : 14 + i - 8)),
)
const isPlaceholderByte = new Uint8Array(256)
for (const byte of placeholder) isPlaceholderByte[byte] = 1
const holdsPlaceholderByte = (texts: Buffer[]) =>
  texts.some((text) => text.some((byte) => isPlaceholderByte[byte] === 1))

const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])

/** How far back the compressor copies from (deflate's window), less a margin. */
const copiedFromAtMost = 32_000

/**
 * Compresses a page rendered with `nonce`, to be sent with any other nonce of the same length;
 * undefined for a page this cannot hold (a nonce of another length, a placeholder byte in it).
 */
export async function gzipAroundNonce(
  html: string,
  nonce: string,
): Promise<GzipAroundNonce | undefined> {
  if (nonce.length !== nonceLength) return undefined
  const texts = textsAroundNonce(html, nonce)
  if (holdsPlaceholderByte(texts)) return undefined
  // Checked with a nonce of other characters; if a copy went wrong, every nonce is stored.
  const probe = 'Pr0be+nonce/of+24/chars='
  const expected = withNonce(texts, probe)
  for (const storeEvery of [false, true]) {
    const page = { texts, pieces: await compressedPieces(texts, storeEvery) }
    if (gunzipSync(gzipWithNonce(page, probe)).equals(expected)) return page
  }
  return undefined
}

async function compressedPieces(texts: Buffer[], storeEvery: boolean): Promise<Buffer[]> {
  const deflate = createDeflateRaw({ level: 9, memLevel: 9 })
  let output: Buffer[] = []
  deflate.on('data', (chunk: Buffer) => output.push(chunk))
  const taken = () => {
    const bytes = Buffer.concat(output)
    output = []
    return bytes
  }
  // A flush ends what was written on a byte boundary, keeping the window: the text after a stored
  // nonce still refers to what came before it, and the bytes written for it can be cut out.
  const flushed = () =>
    new Promise<Buffer>((done) => deflate.flush(constants.Z_SYNC_FLUSH, () => done(taken())))
  const pieces: Buffer[] = []
  let written = 0
  let lastNonceAt = -Infinity
  for (const [index, text] of texts.entries()) {
    deflate.write(text)
    written += text.length
    if (index === texts.length - 1) break
    const stored = storeEvery || written - lastNonceAt > copiedFromAtMost
    if (stored) pieces.push(await flushed())
    deflate.write(placeholder)
    if (stored) await flushed()
    lastNonceAt = written
    written += nonceLength
  }
  await new Promise<void>((done, fail) => {
    deflate.once('end', done)
    deflate.once('error', fail)
    deflate.end()
  })
  pieces.push(taken())
  return pieces
}

/** The page as gzip with this nonce in it: a stored block of it between the compressed pieces. */
export function gzipWithNonce(page: GzipAroundNonce, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce)
  if (nonceBytes.length !== nonceLength) throw new Error('A nonce is 24 characters of base64.')
  // A stored block that is not the last: its header, its length and the length's complement.
  const storedNonce = Buffer.concat([
    Buffer.from([0, nonceLength, 0, 0xff - nonceLength, 0xff]),
    nonceBytes,
  ])
  const parts: Buffer[] = [gzipHeader]
  for (const [index, piece] of page.pieces.entries()) {
    if (index > 0) parts.push(storedNonce)
    parts.push(piece)
  }
  let checksum = 0
  let length = 0
  for (const [index, text] of page.texts.entries()) {
    if (index > 0) checksum = crc32(nonceBytes, checksum)
    checksum = crc32(text, checksum)
    length += text.length + (index > 0 ? nonceLength : 0)
  }
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(checksum >>> 0, 0)
  trailer.writeUInt32LE(length >>> 0, 4)
  parts.push(trailer)
  return Buffer.concat(parts)
}

/** Whether a request's `Accept-Encoding` takes gzip (or anything) with a weight above 0. */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false
  return acceptEncoding.split(',').some((entry) => {
    const [coding = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase())
    if (coding !== 'gzip' && coding !== 'x-gzip' && coding !== '*') return false
    const weight = parameters.find((parameter) => parameter.startsWith('q='))
    return weight === undefined || Number(weight.slice(2)) > 0
  })
}
