import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { AppLink } from '../../../components/app-link'
import { CloseIcon } from '../../../components/icons'
import { useFocusTrap } from '../hooks/use-focus-trap'
import { useIntl, useLanguage } from '../../../i18n/use-intl'
import { iconButton, menuLink } from '../../../theme/styles'
import { menuQueryOptions, type MenuName } from '../api/menu'
import type { SuggestionsRead } from '../hooks/use-product-suggestions'
import { LanguageSwitcher } from './language-switcher'
import { ProductSearch } from './product-search'
import { layoutMessages } from '../messages'

/** The open menu's element id, for the controls that open it (`aria-controls`). */
export const menuOverlayId = 'site-menu'

interface MenuOverlayProps {
  open: boolean
  onClose: () => void
  /** Where focus goes when the menu closes (the control that opened it). */
  returnFocus: () => HTMLElement | null | undefined
  /** What the search box suggests as the shopper types. */
  suggestions: SuggestionsRead
  /** Actions after the menus and the language choice. */
  children?: ReactNode
}

/** The full-screen menu: product search, main and footer menus, the language choice and actions. */
export function MenuOverlay({
  open,
  onClose,
  returnFocus,
  suggestions,
  children,
}: MenuOverlayProps) {
  const { t } = useIntl(layoutMessages)
  const panel = useRef<HTMLDivElement>(null)
  const titleId = useId()
  useFocusTrap(panel, { active: open, onEscape: onClose, returnFocus })

  useEffect(() => {
    if (!open) return
    // The page under the menu does not scroll while it is open.
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = overflow
    }
  }, [open])

  if (!open) return null
  return (
    <Box
      ref={panel}
      id={menuOverlayId}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      position="fixed"
      inset="0"
      zIndex="30"
      bg="bg"
      overflowY="auto"
      outline="none"
    >
      <Box maxW="4xl" mx="auto" px="4" py="4">
        <Box display="flex" alignItems="center" justifyContent="space-between" gap="4">
          <chakra.h2 id={titleId} textStyle="xl" fontWeight="semibold">
            {t('layout.menu')}
          </chakra.h2>
          <chakra.button
            type="button"
            aria-label={t('layout.closeMenu')}
            onClick={onClose}
            {...iconButton}
          >
            <CloseIcon />
          </chakra.button>
        </Box>
        <ProductSearch suggestions={suggestions} onDone={onClose} />
        <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="8" mt="8">
          <MenuLinks menu="main_menu" label={t('layout.mainMenu')} onFollow={onClose} big />
          <MenuLinks menu="footer" label={t('layout.footerMenu')} onFollow={onClose} />
        </Box>
        <LanguageSwitcher onSwitch={onClose} />
        {children}
      </Box>
    </Box>
  )
}

interface MenuLinksProps {
  menu: MenuName
  label: string
  onFollow: () => void
  big?: boolean
}

function MenuLinks({ menu, label, onFollow, big }: MenuLinksProps) {
  const { lang } = useLanguage()
  const { data } = useQuery(menuQueryOptions(lang, menu))
  return (
    <chakra.nav aria-label={label}>
      <chakra.h3 textStyle="sm" color="fg.muted" fontWeight="medium" mb="2">
        {data?.title ?? label}
      </chakra.h3>
      <chakra.ul listStyleType="none" ps="0" m="0">
        {data?.item.map((item) => (
          <li key={item.id}>
            <AppLink
              href={item.link}
              onClick={onFollow}
              display="block"
              textStyle={big ? '2xl' : 'lg'}
              fontWeight={big ? 'semibold' : 'normal'}
              rounded="sm"
              {...menuLink}
            >
              {item.title}
            </AppLink>
          </li>
        ))}
      </chakra.ul>
    </chakra.nav>
  )
}
