import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { useCallback, useRef, useState, type MouseEvent, type ReactNode } from 'react'
import { useIntl } from '../../../i18n/use-intl'
import type { SuggestionsRead } from '../hooks/use-product-suggestions'
import type { LayoutOptions } from '../layout-options'
import { MenuOverlay } from './menu-overlay'
import { MobileBar } from './mobile-bar'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { layoutMessages } from '../messages'

/** The page's main content, where the skip link and a new page put focus. */
export const mainContentId = 'main'

/** Room at the bottom for the mobile bar. */
const barSpace = { base: '16', md: '0' }

interface ShopLayoutProps {
  layout: LayoutOptions
  /** The header's basket link. */
  basket?: ReactNode
  /** The footer's CMS blocks. */
  footerBlocks?: ReactNode
  /** What the menu offers after its links (installing the app). */
  menuActions?: ReactNode
  /** What the menu's search box suggests as the shopper types (the catalogue's products). */
  productSuggestions: SuggestionsRead
  children: ReactNode
}

/** The frame of every page: skip link, header, menu, main content, footer and bottom bar. */
export function ShopLayout({
  layout,
  basket,
  footerBlocks,
  menuActions,
  productSuggestions,
  children,
}: ShopLayoutProps) {
  const { t } = useIntl(layoutMessages)
  const [menuOpen, setMenuOpen] = useState(false)
  const opener = useRef<HTMLElement | null>(null)
  const openMenu = useCallback((event: MouseEvent<HTMLButtonElement>) => {
    opener.current = event.currentTarget
    setMenuOpen(true)
  }, [])
  const closeMenu = useCallback(() => setMenuOpen(false), [])
  const returnFocus = useCallback(() => opener.current, [])
  const bottomBar = layout.header && layout.bottomBar !== false

  return (
    <>
      <chakra.a
        href={`#${mainContentId}`}
        srOnly
        _focus={{
          position: 'fixed',
          insetBlockStart: '2',
          insetInlineStart: '2',
          zIndex: '40',
          width: 'auto',
          height: 'auto',
          clip: 'auto',
          margin: '0',
          px: '4',
          py: '2',
          bg: 'bg',
          color: 'brand.700',
          rounded: 'md',
          boxShadow: '0 0 0 2px var(--chakra-colors-brand-500)',
        }}
      >
        {t('layout.skipToContent')}
      </chakra.a>
      {layout.header ? (
        <SiteHeader basket={basket} menuOpen={menuOpen} onOpenMenu={openMenu} />
      ) : null}
      <Box
        as="main"
        id={mainContentId}
        tabIndex={-1}
        outline="none"
        minH="60vh"
        pb={bottomBar && !layout.footer ? barSpace : undefined}
      >
        {children}
      </Box>
      {layout.footer ? (
        <Box pb={bottomBar ? barSpace : undefined}>
          <SiteFooter blocks={footerBlocks} />
        </Box>
      ) : null}
      {layout.header ? (
        <>
          {bottomBar ? <MobileBar menuOpen={menuOpen} onOpenMenu={openMenu} /> : null}
          <MenuOverlay
            open={menuOpen}
            onClose={closeMenu}
            returnFocus={returnFocus}
            suggestions={productSuggestions}
          >
            {menuActions}
          </MenuOverlay>
        </>
      ) : null}
    </>
  )
}
