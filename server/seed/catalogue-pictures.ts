import type { CategoryKey } from './catalogue-words'
import { writeSeedImage, type SeedImage } from './images'

/** Distinct pictures per category; products share them. */
export const picturesPerCategory = 8
export const pictureWidths = [320, 640, 960]

const bodyColours: Record<CategoryKey, string[]> = {
  irons: ['#1f6fd1', '#d13b3b', '#2f9e6f', '#7a4bd1', '#f0a020', '#2b2b2b', '#e05a9c', '#138a9e'],
  hairdryers: [
    '#e05a9c',
    '#2b2b2b',
    '#7a4bd1',
    '#d13b3b',
    '#1f6fd1',
    '#f0a020',
    '#2f9e6f',
    '#b08d57',
  ],
}
const backgrounds = [
  ['#f4f6fb', '#dde4f0'],
  ['#fdf3e7', '#f3dcc0'],
  ['#eef8f2', '#cfe9da'],
  ['#f7f0fb', '#e2d2ee'],
  ['#fbf8ee', '#ece3c4'],
  ['#eef6fb', '#cde3ef'],
  ['#fbeff0', '#efd0d4'],
  ['#f2f2f2', '#d9d9d9'],
]
const angles = [-8, 0, 6, -4, 10, -10, 4, 0]

/** Mixes a `#rrggbb` colour with white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0
  const parts = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
  const mixed = parts.map((c) => Math.round(c + (target - c) * Math.abs(amount)))
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`
}

interface PictureStyle {
  body: string
  background: string[]
  angle: number
  /** Mirror the picture, so the product faces the other way. */
  flip: boolean
  /** Steam for irons, airflow for hair dryers. */
  flow: boolean
}

function frame(style: PictureStyle, drawing: string): string {
  const [top, bottom] = style.background
  const mirror = style.flip ? 'translate(400 0) scale(-1 1) ' : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
<linearGradient id="body" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(style.body, 0.35)}"/><stop offset="1" stop-color="${shade(style.body, -0.15)}"/></linearGradient>
<linearGradient id="metal" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#8b949e"/><stop offset="0.5" stop-color="#f1f3f5"/><stop offset="1" stop-color="#8b949e"/></linearGradient>
</defs>
<rect width="400" height="400" fill="url(#bg)"/>
<ellipse cx="200" cy="352" rx="150" ry="12" fill="#000" opacity="0.12"/>
<g transform="${mirror}rotate(${style.angle} 200 220)">${drawing}</g>
</svg>`
}

/** A steam iron seen from the side: pointed soleplate, shell, handle loop, dial, cord. */
export function ironSvg(style: PictureStyle): string {
  const dark = shade(style.body, -0.3)
  const steam = style.flow
    ? `<g fill="#ffffff" opacity="0.8"><circle cx="52" cy="286" r="12"/><circle cx="34" cy="266" r="16"/><circle cx="44" cy="238" r="11"/><circle cx="24" cy="226" r="8"/></g>`
    : ''
  return frame(
    style,
    `<path d="M 330 250 C 372 262, 382 300, 352 322 S 300 338, 282 352" stroke="#3a3a3a" stroke-width="6" fill="none" stroke-linecap="round"/>
<path d="M 322 214 C 332 160, 312 130, 280 130 L 194 130 C 166 130, 150 160, 160 216" fill="none" stroke="${dark}" stroke-width="24" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M 322 214 C 332 160, 312 130, 280 130 L 194 130 C 166 130, 150 160, 160 216" fill="none" stroke="url(#body)" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M 52 300 C 84 252, 150 214, 240 208 L 330 206 Q 350 208 350 230 L 350 300 Z" fill="url(#body)" stroke="${dark}" stroke-width="3"/>
<path d="M 46 300 L 352 300 L 352 316 L 66 316 Q 48 314 46 300 Z" fill="url(#metal)"/>
<path d="M 104 286 C 124 258, 160 238, 200 232 L 206 286 Z" fill="#cfeaff" opacity="0.75"/>
<circle cx="272" cy="252" r="20" fill="#ffffff" stroke="${dark}" stroke-width="3"/>
<line x1="272" y1="252" x2="284" y2="240" stroke="${dark}" stroke-width="4" stroke-linecap="round"/>
<rect x="226" y="138" width="34" height="10" rx="5" fill="#ffffff" opacity="0.85"/>
${steam}`,
  )
}

/** A hair dryer seen from the side: round back with a grill, barrel, nozzle, handle, cord. */
export function hairdryerSvg(style: PictureStyle): string {
  const dark = shade(style.body, -0.3)
  const air = style.flow
    ? `<g stroke="${shade(style.body, 0.5)}" stroke-width="5" fill="none" stroke-linecap="round" opacity="0.9"><path d="M 372 138 q 12 -8 24 0"/><path d="M 376 156 q 10 -8 20 0"/><path d="M 372 174 q 12 -8 24 0"/></g>`
    : ''
  return frame(
    style,
    `<path d="M 186 334 C 170 356, 120 350, 96 362" stroke="#3a3a3a" stroke-width="6" fill="none" stroke-linecap="round"/>
<g transform="rotate(16 214 190)">
<rect x="186" y="170" width="58" height="170" rx="27" fill="url(#body)" stroke="${dark}" stroke-width="3"/>
<rect x="232" y="214" width="8" height="26" rx="4" fill="#ffffff" opacity="0.9"/>
<rect x="232" y="250" width="8" height="18" rx="4" fill="${dark}"/>
</g>
<rect x="120" y="112" width="232" height="92" rx="46" fill="url(#body)" stroke="${dark}" stroke-width="3"/>
<path d="M 340 124 L 378 132 L 378 184 L 340 192 Z" fill="${dark}"/>
<circle cx="138" cy="158" r="76" fill="url(#body)" stroke="${dark}" stroke-width="3"/>
<circle cx="138" cy="158" r="54" fill="${dark}" opacity="0.85"/>
<g fill="none" stroke="${shade(style.body, 0.4)}" stroke-width="4"><circle cx="138" cy="158" r="42"/><circle cx="138" cy="158" r="28"/><circle cx="138" cy="158" r="14"/></g>
<rect x="236" y="122" width="70" height="12" rx="6" fill="#ffffff" opacity="0.55"/>
${air}`,
  )
}

export type CataloguePictures = Record<CategoryKey, SeedImage[]>

/** Renders the pictures of both categories (or only names them, without `uploadsDir`). */
export async function renderCataloguePictures(
  uploadsDir: string | undefined,
): Promise<CataloguePictures> {
  const render = (category: CategoryKey) =>
    Promise.all(
      Array.from({ length: picturesPerCategory }, (_, k) => {
        const style: PictureStyle = {
          body: bodyColours[category][k] ?? '#1f6fd1',
          background: backgrounds[(k * 3) % backgrounds.length] ?? ['#ffffff', '#eeeeee'],
          angle: angles[k] ?? 0,
          flip: k % 2 === 1,
          flow: k % 3 !== 2,
        }
        const name = category === 'irons' ? `products/iron-${k + 1}` : `products/hairdryer-${k + 1}`
        const svg = category === 'irons' ? ironSvg(style) : hairdryerSvg(style)
        return writeSeedImage(uploadsDir, { name, svg, widths: pictureWidths, aspect: 1 })
      }),
    )
  const [irons, hairdryers] = await Promise.all([render('irons'), render('hairdryers')])
  return { irons, hairdryers }
}
