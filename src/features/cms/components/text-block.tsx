import { textPluginQueryOptions } from '../api/plugins'
import type { BlockProps } from '../block-props'
import { textLink } from '../../../theme/styles'
import { useBlockPlugin } from '../lib/use-block-plugin'
import { CmsLink } from './cms-link'
import { PluginFallback } from './plugin-fallback'
import { richTextStyles } from '../../../theme/rich-text-styles'
import { useSanitizedHtml } from '../../../components/sanitized-html'
import { defineStyles, recipeStyle, WithStyles } from '../../../lib/static-styles'

const textStyles = defineStyles({
  section: { px: { base: '4', md: '6' }, py: { base: '6', md: '8' } },
  title: recipeStyle('heading', { size: '2xl' }, { mb: '4' }),
  body: richTextStyles,
  more: { mt: '4' },
  link: textLink,
})

/** Text section: heading, HTML body and an optional link (with its text and target). */
export function TextBlock({ block, page }: BlockProps<'text'>) {
  const { fromPage, query } = useBlockPlugin(page, block, 'text', textPluginQueryOptions)
  const text = fromPage ?? query.data
  const body = useSanitizedHtml(text?.text ?? '')
  const headingId = `${block.id}-title`
  if (!text) return <PluginFallback query={query} />
  return (
    <WithStyles sheet={textStyles}>
      {(className) => (
        <section
          aria-labelledby={text.title ? headingId : undefined}
          aria-label={text.title ? undefined : block.title}
          className={className('section')}
        >
          {text.title && (
            <h2 id={headingId} className={className('title')}>
              {text.title}
            </h2>
          )}
          <div className={className('body')} dangerouslySetInnerHTML={body} />
          {text.link && text.linkText && (
            <div className={className('more')}>
              <CmsLink href={text.link} target={text.target} className={className('link')}>
                {text.linkText}
              </CmsLink>
            </div>
          )}
        </section>
      )}
    </WithStyles>
  )
}
