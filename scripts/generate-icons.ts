/**
 * Renders the app icons in public/ from one drawing. The PNGs are committed; run this again
 * (`npx tsx scripts/generate-icons.ts`) only when the drawing changes.
 */
import { writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import sharp from 'sharp'

const background = '#0f5c6e'
const ink = '#ffffff'

/** An iron seen from the side, drawn in a 100 x 100 box around (50, 50). */
const ironShape = `
  <path d="M22 66 C24 48 38 38 58 38 L74 38 C80 38 82 42 82 48 L82 66 Z" fill="${ink}"/>
  <path d="M46 38 C46 28 52 24 62 24 L78 24 C82 24 84 27 83 31 L82 38 L74 38 L75 32 L62 32 C56 32 54 35 54 38 Z" fill="${ink}"/>
  <rect x="20" y="69" width="64" height="6" rx="3" fill="${ink}" opacity="0.85"/>
`

/** `safe` is the share of the canvas the drawing may use (maskable icons keep to the inner 80 %). */
function iconSvg({ rounded, safe }: { rounded: boolean; safe: number }): string {
  const offset = (100 - 100 * safe) / 2
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <rect width="100" height="100" ${rounded ? 'rx="22"' : ''} fill="${background}"/>
  <g transform="translate(${offset} ${offset}) scale(${safe})">${ironShape}</g>
</svg>
`
}

const publicDir = resolve(import.meta.dirname, '../public')
const anyIcon = iconSvg({ rounded: true, safe: 1 })
const maskableIcon = iconSvg({ rounded: false, safe: 0.72 })

await writeFile(resolve(publicDir, 'favicon.svg'), anyIcon)
const renders: [string, string, number][] = [
  ['icons/icon-192.png', anyIcon, 192],
  ['icons/icon-512.png', anyIcon, 512],
  ['icons/maskable-192.png', maskableIcon, 192],
  ['icons/maskable-512.png', maskableIcon, 512],
  ['icons/apple-touch-icon-180.png', maskableIcon, 180],
]
for (const [file, svg, size] of renders) {
  await sharp(Buffer.from(svg), { density: 300 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(resolve(publicDir, file))
}
console.log(`Wrote ${renders.length} icons and favicon.svg to ${publicDir}`)
