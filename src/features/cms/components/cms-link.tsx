import type { ReactNode } from 'react'
import { useAppLink } from '../../../components/app-link'
import { useIntl } from '../../../i18n/use-intl'
import { defineStyles, WithStyles } from '../../../lib/static-styles'
import { cmsMessages } from '../messages'

const linkStyles = defineStyles({ newTabNote: { srOnly: true } })

interface CmsLinkProps {
  href: string
  target?: string
  /** Its look, a class of the block's styles. */
  className: string
  children: ReactNode
}

/** A link the CMS configured, with its target; a new tab is announced to screen readers. */
export function CmsLink({ href, target, className, children }: CmsLinkProps) {
  const { t } = useIntl(cmsMessages)
  const newTab = target === '_blank'
  const link = useAppLink(href, { target: newTab ? '_blank' : undefined })
  return (
    <a
      {...link}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener noreferrer' : undefined}
      className={className}
    >
      {children}
      {newTab && (
        <WithStyles sheet={linkStyles}>
          {(className) => <span className={className('newTabNote')}> {t('cms.newTab')}</span>}
        </WithStyles>
      )}
    </a>
  )
}
