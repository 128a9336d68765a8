import { copyFile, mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { BlogImageKey } from './content-blog-posts'
import { writeSeedImage, type SeedImage, type SeedImageRequest } from './images'

/** Pictures of the CMS pages, blog and showcases, drawn here as SVG. */
export interface ContentImages {
  slideDesktop: SeedImage
  slideMobile: SeedImage
  campaignDesktop: SeedImage
  campaignMobile: SeedImage
  banner: SeedImage
  paralax: SeedImage
  paralaxPhone: SeedImage
  promo: SeedImage
  logo: SeedImage
  blog: Record<BlogImageKey, SeedImage>
  /** The video slide, relative to the upload prefix. */
  video: { url: string; width: number; height: number }
}

const sky = { deep: '#16324f', mid: '#2e6f95', light: '#8fb8cf', sand: '#e9b872', cream: '#f4f1ea' }

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`
}

function gradient(id: string, from: string, to: string, x2 = 1, y2 = 1): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`
}

/** An iron seen from the side, about 230 x 110 units, placed and scaled. */
function iron(x: number, y: number, scale: number, body = sky.cream, base = '#9aa7b4'): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <path d="M10 90 C 30 20, 140 0, 210 20 L 220 90 Z" fill="${body}"/>
    <path d="M0 90 L 230 90 L 222 108 L 14 108 Z" fill="${base}"/>
    <path d="M70 40 C 90 -10, 170 -12, 190 20" fill="none" stroke="${body}" stroke-width="16" stroke-linecap="round"/>
    <circle cx="120" cy="60" r="9" fill="${sky.sand}"/></g>`
}

/** A hair dryer, about 220 x 230 units, placed and scaled. */
function hairDryer(x: number, y: number, scale: number, color = sky.cream): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <rect x="0" y="20" width="170" height="80" rx="40" fill="${color}"/>
    <rect x="160" y="35" width="60" height="50" rx="10" fill="${color}" opacity="0.85"/>
    <rect x="50" y="90" width="44" height="140" rx="20" fill="${color}"/>
    <circle cx="45" cy="60" r="22" fill="${sky.sand}" opacity="0.9"/></g>`
}

/** Rising steam puffs above a point. */
function steam(x: number, y: number, scale: number): string {
  const puffs = [0, 1, 2, 3, 4]
    .map((i) => {
      const cx = x + Math.sin(i * 1.7) * 18 * scale
      const cy = y - i * 34 * scale
      const r = (12 + i * 7) * scale
      return `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="#fff" opacity="${(0.5 - i * 0.08).toFixed(2)}"/>`
    })
    .join('')
  return `<g filter="url(#soft)">${puffs}</g>`
}

const softFilter = '<filter id="soft"><feGaussianBlur stdDeviation="5"/></filter>'

function heroSvg(width: number, height: number, from: string, to: string): string {
  const portrait = height > width
  const scale = portrait ? width / 330 : width / 700
  const ix = portrait ? width * 0.15 : width * 0.55
  const iy = portrait ? height * 0.6 : height * 0.55
  return svg(
    width,
    height,
    `<defs>${gradient('bg', from, to)}${softFilter}
      <radialGradient id="glow" cx="0.7" cy="0.7" r="0.6"><stop offset="0" stop-color="${sky.sand}" stop-opacity="0.45"/><stop offset="1" stop-color="${sky.sand}" stop-opacity="0"/></radialGradient></defs>
     <rect width="${width}" height="${height}" fill="url(#bg)"/>
     <rect width="${width}" height="${height}" fill="url(#glow)"/>
     ${steam(ix + 120 * scale, iy - 10 * scale, scale)}
     ${iron(ix, iy, scale)}`,
  )
}

function bannerSvg(): string {
  const w = 1440
  const h = 360
  const stripes = [0, 1, 2, 3, 4, 5]
    .map(
      (i) =>
        `<rect x="${i * 120 - 60}" y="-40" width="40" height="480" fill="#fff" opacity="0.08" transform="rotate(20 ${i * 120} 180)"/>`,
    )
    .join('')
  return svg(
    w,
    h,
    `<defs>${gradient('bg', '#b5523b', sky.sand, 1, 0)}</defs>
     <rect width="${w}" height="${h}" fill="url(#bg)"/>${stripes}
     ${hairDryer(1040, 70, 1)}
     ${iron(760, 190, 0.9)}`,
  )
}

function paralaxSvg(width: number, height: number): string {
  const waves = [0, 1, 2, 3, 4, 5, 6]
    .map((i) => {
      const y = (height / 7) * i + height / 14
      return `<path d="M0 ${y} C ${width * 0.25} ${y - 40}, ${width * 0.5} ${y + 40}, ${width} ${y - 10}" stroke="#fff" stroke-opacity="${(0.06 + i * 0.02).toFixed(2)}" stroke-width="${height / 30}" fill="none"/>`
    })
    .join('')
  return svg(
    width,
    height,
    `<defs>${gradient('bg', sky.deep, sky.light, 0, 1)}</defs>
     <rect width="${width}" height="${height}" fill="url(#bg)"/>${waves}`,
  )
}

function promoSvg(): string {
  return svg(
    800,
    600,
    `<defs>${gradient('bg', sky.light, sky.cream)}</defs>
     <rect width="800" height="600" fill="url(#bg)"/>
     <g transform="translate(170 250)">
       <rect x="0" y="0" width="300" height="200" rx="12" fill="#c98a4b"/>
       <rect x="0" y="0" width="300" height="40" fill="#b0763d"/>
       <rect x="130" y="0" width="40" height="200" fill="#e0b27a"/>
       <rect x="300" y="70" width="150" height="130" rx="12" fill="${sky.mid}"/>
       <rect x="330" y="90" width="80" height="50" rx="6" fill="${sky.cream}"/>
       <circle cx="80" cy="215" r="32" fill="#27343f"/><circle cx="380" cy="215" r="32" fill="#27343f"/>
     </g>
     ${iron(260, 120, 0.8)}`,
  )
}

function blogSvg(key: BlogImageKey): string {
  const w = 800
  const h = 400
  const scenes: Record<BlogImageKey, { from: string; to: string; art: string }> = {
    steam: { from: sky.mid, to: sky.light, art: `${steam(420, 170, 1.2)}${iron(280, 200, 1.1)}` },
    hair: { from: '#7a4e7e', to: '#e3a6a1', art: hairDryer(300, 80, 1.2) },
    news: {
      from: sky.deep,
      to: sky.mid,
      art: `<rect x="250" y="90" width="300" height="220" rx="16" fill="${sky.cream}"/>
        <rect x="280" y="120" width="240" height="26" rx="6" fill="${sky.sand}"/>
        ${[0, 1, 2, 3].map((i) => `<rect x="280" y="${170 + i * 30}" width="${240 - i * 30}" height="14" rx="7" fill="#c4ccd4"/>`).join('')}`,
    },
  }
  const scene = scenes[key]
  return svg(
    w,
    h,
    `<defs>${gradient('bg', scene.from, scene.to)}${softFilter}</defs>
     <rect width="${w}" height="${h}" fill="url(#bg)"/>${scene.art}`,
  )
}

function logoSvg(): string {
  return svg(
    192,
    192,
    `<circle cx="96" cy="96" r="92" fill="${sky.deep}"/>
     ${iron(36, 70, 0.52)}`,
  )
}

const videoSource = fileURLToPath(new URL('./media/demo-slide.webm', import.meta.url))
const videoName = 'content/demo-slide.webm'

/** The content pictures drawn, as the content images name them. */
type ContentPictureKey = Exclude<keyof ContentImages, 'blog' | 'video'>

/** The content pictures, each drawn, in the widths it is written in, with its height over width. */
const contentPictures = (): Record<ContentPictureKey, SeedImageRequest> => ({
  slideDesktop: {
    name: 'content/slide-desktop',
    svg: heroSvg(1600, 900, sky.deep, sky.mid),
    widths: [960, 1600],
    aspect: 9 / 16,
  },
  slideMobile: {
    name: 'content/slide-mobile',
    svg: heroSvg(720, 1080, sky.deep, sky.mid),
    widths: [480, 720],
    aspect: 3 / 2,
  },
  campaignDesktop: {
    name: 'content/campaign-desktop',
    svg: heroSvg(1600, 900, '#b5523b', sky.sand),
    widths: [960, 1600],
    aspect: 9 / 16,
  },
  campaignMobile: {
    name: 'content/campaign-mobile',
    svg: heroSvg(720, 1080, '#b5523b', sky.sand),
    widths: [480, 720],
    aspect: 3 / 2,
  },
  banner: { name: 'content/banner', svg: bannerSvg(), widths: [768, 1440], aspect: 1 / 4 },
  paralax: {
    name: 'content/paralax',
    svg: paralaxSvg(1600, 900),
    widths: [960, 1600],
    aspect: 9 / 16,
  },
  paralaxPhone: {
    name: 'content/paralax-phone',
    svg: paralaxSvg(720, 1280),
    widths: [480, 720],
    aspect: 16 / 9,
  },
  promo: { name: 'content/promo', svg: promoSvg(), widths: [480, 800], aspect: 3 / 4 },
  logo: { name: 'content/logo', svg: logoSvg(), widths: [96, 192], aspect: 1 },
})

const blogImageKeys: readonly BlogImageKey[] = ['steam', 'hair', 'news']

/** Writes each picture of a table, keyed as the table is. */
async function writePictures<K extends string>(
  uploadsDir: string | undefined,
  requests: Record<K, SeedImageRequest>,
): Promise<Record<K, SeedImage>> {
  const entries = Object.entries(requests) as [K, SeedImageRequest][]
  const written = await Promise.all(
    entries.map(
      async ([key, request]) => [key, await writeSeedImage(uploadsDir, request)] as const,
    ),
  )
  return Object.fromEntries(written) as Record<K, SeedImage>
}

/** Renders every content picture (or only names them without `uploadsDir`) and copies the video. */
export async function writeContentImages(uploadsDir: string | undefined): Promise<ContentImages> {
  const blogPictures = Object.fromEntries(
    blogImageKeys.map((key) => [
      key,
      { name: `blog/${key}`, svg: blogSvg(key), widths: [400, 800], aspect: 1 / 2 },
    ]),
  ) as Record<BlogImageKey, SeedImageRequest>
  const [pictures, blog] = await Promise.all([
    writePictures(uploadsDir, contentPictures()),
    writePictures(uploadsDir, blogPictures),
  ])
  if (uploadsDir) {
    await mkdir(join(uploadsDir, 'content'), { recursive: true })
    await copyFile(videoSource, join(uploadsDir, videoName))
  }
  return { ...pictures, blog, video: { url: videoName, width: 640, height: 360 } }
}
