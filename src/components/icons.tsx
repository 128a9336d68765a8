import type { ReactNode, SVGProps } from 'react'

export type IconProps = SVGProps<SVGSVGElement> & { size?: number }

/** A 24-unit line icon; decorative, so the control around it carries the label. */
export function Icon({ size = 24, children, ...props }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  )
}

/** An icon component of the given strokes, drawn in `Icon`. */
export function lineIcon(strokes: ReactNode) {
  return function LineIcon(props: IconProps) {
    return <Icon {...props}>{strokes}</Icon>
  }
}

export const MenuIcon = lineIcon(<path d="M4 6h16M4 12h16M4 18h16" />)

export const CloseIcon = lineIcon(<path d="M6 6l12 12M18 6L6 18" />)

export const CartIcon = lineIcon(
  <>
    <path d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 1.9-1.5L21 8H6.2" />
    <circle cx="10" cy="20" r="1.3" />
    <circle cx="17" cy="20" r="1.3" />
  </>,
)

export const UserIcon = lineIcon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
)

export const ShieldIcon = lineIcon(
  <>
    <path d="M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6z" />
    <path d="M8.5 12l2.5 2.5 4.5-5" />
  </>,
)

export const SearchIcon = lineIcon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </>,
)

export const OutboxIcon = lineIcon(
  <>
    <path d="M4 13v5a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-5" />
    <path d="M12 15V4M8 8l4-4 4 4" />
  </>,
)
