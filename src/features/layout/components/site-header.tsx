import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { MouseEvent, ReactNode } from 'react'
import { MenuIcon, UserIcon } from '../../../components/icons'
import { useIntl, useLanguage } from '../../../i18n/use-intl'
import { useMediaAddress } from '../../../lib/media'
import { defineStyles, WithStyles } from '../../../lib/static-styles'
import { siteConfigQueryOptions } from '../api/site-config'
import { focusRing, iconButton } from '../../../theme/styles'
import { useScrolledPast } from '../hooks/use-scrolled-past'
import { menuOverlayId } from './menu-overlay'
import { layoutMessages } from '../messages'

/** Past this many pixels of scrolling the header takes its active look. */
export const headerActiveOffset = 700

/** Resolved once per design system: the header costs class names, not style work, as it hydrates. */
const headerStyles = defineStyles({
  header: {
    position: 'sticky',
    insetBlockStart: '0',
    zIndex: '10',
    bg: 'bg',
    borderBlockEndWidth: '1px',
    borderColor: 'border',
    transition: 'box-shadow 0.2s, background-color 0.2s',
    '&[data-active]': { bg: 'brand.50', boxShadow: '0 2px 12px rgba(0, 0, 0, 0.12)' },
    // A printed page is its content: an order's papers, a product.
    '@media print': { display: 'none' },
  },
  bar: {
    maxW: '6xl',
    mx: 'auto',
    px: '2',
    minH: '16',
    display: 'flex',
    alignItems: 'center',
    gap: '2',
  },
  iconButton,
  // Next to the menu toggle, wherever the buttons after it are: a phone may paint the header
  // before it has read them, and nothing already painted moves when they come.
  home: {
    marginInlineEnd: 'auto',
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    minH: '12',
    px: '2',
    rounded: 'md',
    color: 'brand.700',
    fontWeight: 'bold',
    textStyle: 'lg',
    textDecoration: 'none',
    ...focusRing,
  },
  logo: { w: '10', h: '10' },
  end: { display: 'flex', alignItems: 'center', gap: '1' },
})

interface SiteHeaderProps {
  /** The basket link with the visitor's item count. */
  basket?: ReactNode
  menuOpen: boolean
  onOpenMenu: (event: MouseEvent<HTMLButtonElement>) => void
}

/** Menu toggle, logo, basket with its item count and the account link. */
export function SiteHeader({ basket, menuOpen, onOpenMenu }: SiteHeaderProps) {
  const { t } = useIntl(layoutMessages)
  const { lang } = useLanguage()
  const active = useScrolledPast(headerActiveOffset)
  const site = useQuery(siteConfigQueryOptions(lang)).data
  const media = useMediaAddress()
  const logo = site?.conf.logo ? media.url(site.conf.logo) : ''

  return (
    <WithStyles sheet={headerStyles}>
      {(className) => (
        <header data-active={active || undefined} className={className('header')}>
          <div className={className('bar')}>
            <button
              type="button"
              aria-label={t('layout.openMenu')}
              aria-expanded={menuOpen}
              // The menu is in the page only while it is open.
              aria-controls={menuOpen ? menuOverlayId : undefined}
              aria-haspopup="dialog"
              onClick={onOpenMenu}
              className={className('iconButton')}
            >
              <MenuIcon />
            </button>
            <Link to="/" className={className('home')}>
              {logo ? (
                <img
                  src={logo}
                  alt=""
                  width="40"
                  height="40"
                  // React's render preloads the first pictures of a page in its head: the logo
                  // would be asked for ahead of the page's largest picture.
                  fetchPriority="low"
                  className={className('logo')}
                />
              ) : null}
              <span>{site?.conf.title ?? t('layout.home')}</span>
            </Link>
            <div className={className('end')}>
              {basket}
              <Link
                to="/account"
                aria-label={t('layout.account')}
                className={className('iconButton')}
              >
                <UserIcon />
              </Link>
            </div>
          </div>
        </header>
      )}
    </WithStyles>
  )
}
