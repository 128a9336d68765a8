import { chakra, type HTMLChakraProps } from '@chakra-ui/react/styled-system'
import { AppLink } from '../../../components/app-link'
import { useIntl } from '../../../i18n/use-intl'
import { cmsMessages } from '../messages'

type CmsLinkProps = { href: string; target?: string } & Omit<
  HTMLChakraProps<'a'>,
  'href' | 'target' | 'rel'
>

/** A link the CMS configured, with its target; a new tab is announced to screen readers. */
export function CmsLink({ href, target, children, ...props }: CmsLinkProps) {
  const { t } = useIntl(cmsMessages)
  const newTab = target === '_blank'
  return (
    <AppLink
      href={href}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener noreferrer' : undefined}
      {...props}
    >
      {children}
      {newTab && <chakra.span srOnly> {t('cms.newTab')}</chakra.span>}
    </AppLink>
  )
}
