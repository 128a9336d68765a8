import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { useQuery } from '@tanstack/react-query'
import { Link, useHydrated } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import { CartIcon, MenuIcon, UserIcon } from '../../../components/icons'
import { useIntl, useLanguage } from '../../../i18n/use-intl'
import { mediaUrl } from '../../../contract/media'
import { siteConfigQueryOptions } from '../../../lib/site-config'
import { visitSession } from '../../../lib/visit-session'
import { focusRing, iconButton } from '../../../theme/styles'
import { cartQueryOptions } from '../api/cart-count'
import { useScrolledPast } from '../hooks/use-scrolled-past'
import { menuOverlayId } from './menu-overlay'

/** Past this many pixels of scrolling the header takes its active look. */
export const headerActiveOffset = 700

const RouterLink = chakra(Link)

interface SiteHeaderProps {
  menuOpen: boolean
  onOpenMenu: (event: MouseEvent<HTMLButtonElement>) => void
}

/** Menu toggle, logo, basket with its item count and the account link. */
export function SiteHeader({ menuOpen, onOpenMenu }: SiteHeaderProps) {
  const { t } = useIntl()
  const { lang } = useLanguage()
  const active = useScrolledPast(headerActiveOffset)
  const site = useQuery(siteConfigQueryOptions(lang)).data
  const logo = site?.conf.logo ? mediaUrl(site.setting.upload_path, site.conf.logo) : ''

  return (
    <Box
      as="header"
      data-active={active || undefined}
      position="sticky"
      insetBlockStart="0"
      zIndex="10"
      bg="bg"
      borderBlockEndWidth="1px"
      borderColor="border"
      transition="box-shadow 0.2s, background-color 0.2s"
      css={{ '&[data-active]': { bg: 'brand.50', boxShadow: '0 2px 12px rgba(0, 0, 0, 0.12)' } }}
    >
      <Box
        maxW="6xl"
        mx="auto"
        px="2"
        minH="16"
        display="flex"
        alignItems="center"
        justifyContent="space-between"
        gap="2"
      >
        <chakra.button
          type="button"
          aria-label={t('layout.openMenu')}
          aria-expanded={menuOpen}
          // The menu is in the page only while it is open.
          aria-controls={menuOpen ? menuOverlayId : undefined}
          aria-haspopup="dialog"
          onClick={onOpenMenu}
          {...iconButton}
        >
          <MenuIcon />
        </chakra.button>
        <RouterLink
          to="/"
          display="inline-flex"
          alignItems="center"
          gap="2"
          minH="12"
          px="2"
          rounded="md"
          color="brand.700"
          fontWeight="bold"
          textStyle="lg"
          textDecoration="none"
          {...focusRing}
        >
          {logo ? <chakra.img src={logo} alt="" width="40" height="40" w="10" h="10" /> : null}
          <span>{site?.conf.title ?? t('layout.home')}</span>
        </RouterLink>
        <Box display="flex" alignItems="center" gap="1">
          <BasketLink />
          <RouterLink to="/account" aria-label={t('layout.account')} {...iconButton}>
            <UserIcon />
          </RouterLink>
        </Box>
      </Box>
    </Box>
  )
}

/**
 * The basket with its unit count. On its own, so the basket's reads re-render only this link.
 * The count is the visitor's own: it is read once the page is hydrated, never by the server.
 */
function BasketLink() {
  const { t, number } = useIntl()
  const { lang } = useLanguage()
  // The visitor's own cart: the server renders the page every visitor sees, the count follows.
  const hydrated = useHydrated()
  const cart = useQuery({
    ...cartQueryOptions(lang, hydrated ? visitSession() : ''),
    enabled: hydrated,
  }).data
  const count = cart?.count ?? 0
  return (
    <RouterLink
      to="/checkout/cart"
      aria-label={t('layout.cartWithCount', { count })}
      {...iconButton}
    >
      <CartIcon />
      {count > 0 ? (
        <chakra.span
          aria-hidden="true"
          position="absolute"
          insetBlockStart="1"
          insetInlineEnd="1"
          minW="5"
          h="5"
          px="1"
          rounded="full"
          bg="brand.700"
          color="white"
          textStyle="xs"
          fontWeight="bold"
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
        >
          {number(count)}
        </chakra.span>
      ) : null}
    </RouterLink>
  )
}
