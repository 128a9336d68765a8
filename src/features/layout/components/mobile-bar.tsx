import { Link } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import { CartIcon, MenuIcon, ShieldIcon, UserIcon } from '../../../components/icons'
import { useIntl } from '../../../i18n/use-intl'
import { defineStyles, WithStyles } from '../../../lib/static-styles'
import { focusRing } from '../../../theme/styles'
import { menuOverlayId } from './menu-overlay'
import { layoutMessages } from '../messages'

/** The footer's authenticity inquiry (its block carries the id) and the footer itself. */
export const authenticityAnchor = 'authenticity'
export const footerAnchor = 'site-footer'

const item = {
  flex: '1',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5',
  minH: '14',
  px: '1',
  bg: 'transparent',
  borderWidth: '0',
  color: 'fg',
  textStyle: 'xs',
  textDecoration: 'none',
  cursor: 'pointer',
  ...focusRing,
} as const

/** Resolved once per design system: the bar costs class names, not style work, as it hydrates. */
const barStyles = defineStyles({
  bar: {
    display: { base: 'flex', md: 'none' },
    position: 'fixed',
    insetInline: '0',
    insetBlockEnd: '0',
    zIndex: '20',
    bg: 'bg',
    borderBlockStartWidth: '1px',
    borderColor: 'border',
    pb: 'env(safe-area-inset-bottom)',
  },
  item,
  // Up to two lines: 'Authenticity inquiry' fits a phone's quarter width only on two.
  label: { lineClamp: '2', textAlign: 'center', lineHeight: '1.2' },
})

/** Scrolls to the footer's inquiry without a history entry the router would act on. */
function jumpToAuthenticity(event: MouseEvent<HTMLAnchorElement>) {
  const target =
    document.getElementById(authenticityAnchor) ?? document.getElementById(footerAnchor)
  if (!target) return
  event.preventDefault()
  target.scrollIntoView({ behavior: 'smooth', block: 'start' })
  // The inquiry's serial field, when there is one, is where the visitor wants to type.
  const field = target.querySelector<HTMLElement>('input, select, textarea') ?? target
  if (!field.hasAttribute('tabindex') && field === target) target.tabIndex = -1
  field.focus({ preventScroll: true })
}

interface MobileBarProps {
  menuOpen: boolean
  onOpenMenu: (event: MouseEvent<HTMLButtonElement>) => void
}

/** Small screens: Menu, Authenticity inquiry, Cart and Account at the bottom edge. */
export function MobileBar({ menuOpen, onOpenMenu }: MobileBarProps) {
  const { t } = useIntl(layoutMessages)
  return (
    <WithStyles sheet={barStyles}>
      {(className) => (
        <nav aria-label={t('layout.mobileBar')} className={className('bar')} data-mobile-bar="">
          <button
            type="button"
            onClick={onOpenMenu}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuOverlayId : undefined}
            className={className('item')}
          >
            <MenuIcon size={22} />
            <span className={className('label')}>{t('layout.menu')}</span>
          </button>
          <a
            href={`#${authenticityAnchor}`}
            onClick={jumpToAuthenticity}
            className={className('item')}
          >
            <ShieldIcon size={22} />
            <span className={className('label')}>{t('layout.authenticity')}</span>
          </a>
          <Link to="/checkout/cart" className={className('item')}>
            <CartIcon size={22} />
            <span className={className('label')}>{t('layout.cart')}</span>
          </Link>
          <Link to="/account" className={className('item')}>
            <UserIcon size={22} />
            <span className={className('label')}>{t('layout.account')}</span>
          </Link>
        </nav>
      )}
    </WithStyles>
  )
}
