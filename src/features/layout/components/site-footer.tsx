import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { useQuery } from '@tanstack/react-query'
import { useDeferredValue, type ReactNode } from 'react'
import { AppLink } from '../../../components/app-link'
import { useIntl, useLanguage } from '../../../i18n/use-intl'
import { siteConfigQueryOptions } from '../api/site-config'
import { menuLink, sectionInlinePadding, textLink } from '../../../theme/styles'
import { menuQueryOptions } from '../api/menu'
import { footerAnchor } from './mobile-bar'
import { layoutMessages } from '../messages'

/** The footer: its CMS blocks (handed in), the footer menu and the 'Designed by' credit. */
export function SiteFooter({ blocks }: { blocks?: ReactNode }) {
  const { t } = useIntl(layoutMessages)
  const { lang } = useLanguage()
  const site = useQuery(siteConfigQueryOptions(lang)).data
  // Below the page's opening blocks: the menu renders in slices that yield to the browser.
  const menu = useDeferredValue(useQuery(menuQueryOptions(lang, 'footer')).data)
  const credit = site?.conf.credit
  return (
    <Box
      as="footer"
      id={footerAnchor}
      tabIndex={-1}
      outline="none"
      bg="gray.50"
      borderBlockStartWidth="1px"
      borderColor="border"
      mt="12"
    >
      <Box maxW="6xl" mx="auto" px="4" pt="8">
        {blocks}
      </Box>
      <Box maxW="6xl" mx="auto" px="4" py="6">
        <Box px={sectionInlinePadding}>
          {menu && menu.item.length > 0 ? (
            <chakra.nav aria-label={menu.title || t('layout.footerMenu')}>
              <chakra.ul
                listStyleType="none"
                ps="0"
                m="0"
                display="flex"
                flexWrap="wrap"
                columnGap="6"
                rowGap="2"
              >
                {menu.item.map((item) => (
                  <li key={item.id}>
                    <AppLink href={item.link} display="inline-block" {...menuLink}>
                      {item.title}
                    </AppLink>
                  </li>
                ))}
              </chakra.ul>
            </chakra.nav>
          ) : null}
          {credit ? (
            <chakra.p mt="4" textStyle="sm" color="fg.muted">
              {/* The shop's credit text names the designer ('Designed by ...'). */}
              <AppLink href={credit.link} {...textLink}>
                {credit.title || t('layout.designedBy')}
              </AppLink>
            </chakra.p>
          ) : null}
        </Box>
      </Box>
    </Box>
  )
}
