import { useLanguage } from '../i18n/use-intl'
import { Icon, lineIcon, type IconProps } from './icons'

/** Icons of the product page's actions and gallery (apart, so the home page does not load them). */
export const HeartIcon = lineIcon(
  <path d="M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10z" />,
)

export const ShareIcon = lineIcon(
  <>
    <circle cx="18" cy="5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="19" r="2.5" />
    <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" />
  </>,
)

/** A chevron of the reading direction, mirrored in Persian and Arabic. */
function directionIcon(path: string) {
  return function DirectionIcon(props: IconProps) {
    const flip = useLanguage().dir === 'rtl'
    return (
      <Icon {...props} style={flip ? { transform: 'scaleX(-1)', ...props.style } : props.style}>
        <path d={path} />
      </Icon>
    )
  }
}

/** Points along the text: to the right in English, to the left in Persian and Arabic. */
export const NextIcon = directionIcon('M9 5l7 7-7 7')

/** Points against the text: to the left in English, to the right in Persian and Arabic. */
export const PreviousIcon = directionIcon('M15 5l-7 7 7 7')
