import { useQuery } from '@tanstack/react-query'
import { useIntl, useLanguage } from '../../../i18n/use-intl'
import { sectionContentQueryOptions, sectionSourceOf } from '../api/section-content'
import type { BlockProps } from '../block-props'
import { BlockSkeleton } from './block-skeleton'
import { PostCard } from '../../../components/post-card'
import { RetryNotice } from '../../../components/retry-notice'
import { SectionFrame } from './section-frame'
import { cmsMessages } from '../messages'
import { defineStyles, WithStyles } from '../../../lib/static-styles'

const cardsStyles = defineStyles({
  cards: {
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: 'repeat(4, minmax(0, 1fr))' },
    gap: '5',
    listStyleType: 'none',
    p: '0',
    m: '0',
  },
})

/**
 * Latest content: cards of the section's source (latest posts), four a row from medium up. The
 * cards that came with the page show at once; a failed refresh keeps showing them.
 */
export function ContentCardsBlock({ block, page }: BlockProps<'blog'>) {
  const { t } = useIntl(cmsMessages)
  const { lang } = useLanguage()
  const withPage = page.plugins[block.id]
  const initial = withPage?.kind === 'blog' ? withPage.data : undefined
  const query = useQuery({
    ...sectionContentQueryOptions(lang, sectionSourceOf(block.data.source)),
    initialData: initial ? { status: true as const, data: initial } : undefined,
    initialDataUpdatedAt: page.updatedAt,
  })
  const cards = query.data?.data

  return (
    <SectionFrame look={block.data} headingId={`${block.id}-title`}>
      {cards ? (
        cards.length === 0 ? (
          <p>{t('cms.content.empty')}</p>
        ) : (
          <WithStyles sheet={cardsStyles}>
            {(className) => (
              <ul className={className('cards')}>
                {cards.map((card) => (
                  <li key={card.uniqueId}>
                    <PostCard post={card} />
                  </li>
                ))}
              </ul>
            )}
          </WithStyles>
        )
      ) : query.isError ? (
        <RetryNotice onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <BlockSkeleton heading={false} />
      )}
    </SectionFrame>
  )
}
