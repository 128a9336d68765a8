import { chakra } from '@chakra-ui/react/styled-system'

/** A small turning ring drawn in SVG (no stylesheet animation needed); hidden from screen readers. */
export function Spinner({ size = 40, still = false }: { size?: number; still?: boolean }) {
  return (
    <chakra.svg
      aria-hidden="true"
      width={`${size}px`}
      height={`${size}px`}
      viewBox="0 0 40 40"
      color="brand.500"
    >
      <circle
        cx="20"
        cy="20"
        r="16"
        fill="none"
        stroke="currentColor"
        strokeOpacity="0.2"
        strokeWidth="4"
      />
      <path
        d="M20 4 a16 16 0 0 1 16 16"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
      >
        {!still && (
          <animateTransform
            attributeName="transform"
            type="rotate"
            from="0 20 20"
            to="360 20 20"
            dur="0.9s"
            repeatCount="indefinite"
          />
        )}
      </path>
    </chakra.svg>
  )
}
