/** Text colour that stays readable on a CMS-chosen background colour (`#rgb` or `#rrggbb`). */
export function textColourOn(background: string): 'white' | 'gray.900' {
  const hex = background.trim().replace(/^#/, '')
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex
  if (!/^[0-9a-f]{6}$/i.test(full)) return 'gray.900'
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(full.slice(i, i + 2), 16) / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  // Contrast with white beats contrast with near-black below this luminance.
  return luminance < 0.18 ? 'white' : 'gray.900'
}
