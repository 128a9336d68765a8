/** An option as the API gives it: its kind, its value and the shop's name for it. */
export interface NamedOption {
  /** 'color', 'power', or '' when unknown (an order line from before options had kinds). */
  type: string
  value: string
  /** '' when the shop gave the option no name. */
  name: string
}

export type OptionKind = 'color' | 'power' | 'other'

/** Plain colour words, for a colour the shop gave no name. */
export const basicColours = [
  'black',
  'white',
  'grey',
  'red',
  'orange',
  'yellow',
  'green',
  'blue',
  'purple',
  'pink',
  'brown',
] as const
export type BasicColour = (typeof basicColours)[number]

/** How an option is shown: its kind, the colour of its swatch, and what it is called. */
export interface OptionDisplay {
  kind: OptionKind
  /** A `#rrggbb`-like CSS colour for the swatch, for a colour option. */
  swatch?: string
  label:
    | { name: string }
    | { colour: BasicColour }
    | { watts: number }
    /** Nothing to call it by but its kind. */
    | { none: true }
}

const hexColour = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i

/** `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` as red, green and blue from 0 to 255. */
function channels(hex: string): [number, number, number] {
  const digits = hex.slice(1)
  const short = digits.length <= 4
  const at = (i: number) =>
    short ? parseInt(`${digits[i]}${digits[i]}`, 16) : parseInt(digits.slice(i * 2, i * 2 + 2), 16)
  return [at(0), at(1), at(2)]
}

/** The plain colour word nearest a CSS hex colour, by hue, lightness and saturation. */
export function basicColourOf(hex: string): BasicColour {
  const [r, g, b] = channels(hex).map((c) => c / 255) as [number, number, number]
  const max = Math.max(r, g, b)
  const min = Math.min(r, g, b)
  const lightness = (max + min) / 2
  const chroma = max - min
  const saturation = chroma === 0 ? 0 : chroma / (1 - Math.abs(2 * lightness - 1))
  if (lightness < 0.2) return 'black'
  if (saturation < 0.15 || chroma < 0.08) {
    return lightness > 0.85 ? 'white' : 'grey'
  }
  const hue =
    max === r
      ? (((g - b) / chroma) % 6) * 60
      : max === g
        ? ((b - r) / chroma + 2) * 60
        : ((r - g) / chroma + 4) * 60
  const degrees = (hue + 360) % 360
  if (degrees < 15 || degrees >= 340) return lightness < 0.35 ? 'brown' : 'red'
  if (degrees < 45) return lightness < 0.4 ? 'brown' : 'orange'
  if (degrees < 70) return 'yellow'
  if (degrees < 170) return 'green'
  if (degrees < 255) return 'blue'
  if (degrees < 290) return 'purple'
  return 'pink'
}

/**
 * What to show for an option: the shop's name when it has one, else a plain colour word or the
 * power in watts from its value. A colour code is never the name.
 */
export function describeOption(option: NamedOption): OptionDisplay {
  const colourValue = hexColour.test(option.value) ? option.value : undefined
  const kind: OptionKind =
    option.type === 'color' || (option.type === '' && colourValue)
      ? 'color'
      : option.type === 'power'
        ? 'power'
        : 'other'
  const swatch = kind === 'color' ? colourValue : undefined
  const name = option.name.trim()
  if (name !== '' && !hexColour.test(name)) return { kind, swatch, label: { name } }
  if (colourValue) return { kind, swatch, label: { colour: basicColourOf(colourValue) } }
  const watts = Number(option.value)
  if (kind === 'power' && option.value !== '' && Number.isFinite(watts)) {
    return { kind, label: { watts } }
  }
  const value = option.value.trim()
  return { kind, swatch, label: value === '' ? { none: true } : { name: value } }
}
