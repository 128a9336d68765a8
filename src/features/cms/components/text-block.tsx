import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { useQuery } from '@tanstack/react-query'
import { useLanguage } from '../../../i18n/use-intl'
import { textPluginQueryOptions } from '../api/plugins'
import type { BlockProps } from '../block-props'
import { textLink } from '../../../theme/styles'
import { pluginOf } from '../lib/plugin-of'
import { CmsLink } from './cms-link'
import { PluginFallback } from './plugin-fallback'
import { richTextStyles } from '../../../theme/rich-text-styles'
import { SanitizedHtml } from '../../../components/sanitized-html'

/** Text section: heading, HTML body and an optional link (with its text and target). */
export function TextBlock({ block, page }: BlockProps<'text'>) {
  const { lang } = useLanguage()
  const fromPage = pluginOf(page.plugins[block.id], 'text')
  const query = useQuery({
    ...textPluginQueryOptions(lang, block.data.id),
    enabled: fromPage === undefined,
  })
  const text = fromPage ?? query.data
  const headingId = `${block.id}-title`
  if (!text) return <PluginFallback query={query} />
  return (
    <Box
      as="section"
      aria-labelledby={text.title ? headingId : undefined}
      aria-label={text.title ? undefined : block.title}
      px={{ base: '4', md: '6' }}
      py={{ base: '6', md: '8' }}
    >
      {text.title && (
        <Heading as="h2" size="2xl" id={headingId} mb="4">
          {text.title}
        </Heading>
      )}
      <SanitizedHtml html={text.text} css={richTextStyles} />
      {text.link && text.linkText && (
        <Box mt="4">
          <CmsLink href={text.link} target={text.target} {...textLink}>
            {text.linkText}
          </CmsLink>
        </Box>
      )}
    </Box>
  )
}
