import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ContentCard } from '../../../contract/content'
import { useIntl, useLanguage } from '../../../i18n/use-intl'
import { sectionContentQueryOptions, sectionSourceOf } from '../api/section-content'
import type { BlockProps } from '../block-props'
import { mediaUrl } from '../../../lib/media'
import { BlockSkeleton } from './block-skeleton'
import { RetryNotice } from '../../../components/retry-notice'
import { SectionFrame } from './section-frame'
import { cmsMessages } from '../messages'

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
    <SectionFrame look={block.data} uploadPath={page.uploadPath} headingId={`${block.id}-title`}>
      {cards ? (
        cards.length === 0 ? (
          <chakra.p>{t('cms.content.empty')}</chakra.p>
        ) : (
          <chakra.ul
            display="grid"
            gridTemplateColumns={{ base: '1fr', md: 'repeat(4, minmax(0, 1fr))' }}
            gap="5"
            listStyleType="none"
            p="0"
            m="0"
          >
            {cards.map((card) => (
              <li key={card.uniqueId}>
                <ContentCardView card={card} uploadPath={page.uploadPath} />
              </li>
            ))}
          </chakra.ul>
        )
      ) : query.isError ? (
        <RetryNotice onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <BlockSkeleton heading={false} />
      )}
    </SectionFrame>
  )
}

function ContentCardView({ card, uploadPath }: { card: ContentCard; uploadPath: string }) {
  const intl = useIntl(cmsMessages)
  return (
    <Box
      as="article"
      position="relative"
      h="full"
      display="flex"
      flexDirection="column"
      gap="2"
      bg="bg"
      color="fg"
      rounded="lg"
      overflow="hidden"
      borderWidth="1px"
      borderColor="border"
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
    >
      <chakra.img
        src={mediaUrl(uploadPath, card.img)}
        alt=""
        loading="lazy"
        decoding="async"
        htmlWidth={800}
        htmlHeight={400}
        w="full"
        h="auto"
        aspectRatio="2 / 1"
        objectFit="cover"
        bg="gray.50"
      />
      <Box px="3" pb="3" display="flex" flexDirection="column" gap="2" flex="1">
        <chakra.span textStyle="xs" color="brand.700" fontWeight="semibold">
          {card.cat}
        </chakra.span>
        <chakra.h3 textStyle="md" fontWeight="semibold">
          {/* The whole card is the link's target area; the title names it. */}
          <chakra.a
            asChild
            color="inherit"
            textDecoration="none"
            outline="none"
            _after={{ content: '""', position: 'absolute', inset: '0' }}
          >
            <Link to="/blog/detail/$unique" params={{ unique: card.uniqueId }}>
              {card.title}
            </Link>
          </chakra.a>
        </chakra.h3>
        <Box
          mt="auto"
          display="flex"
          flexWrap="wrap"
          columnGap="3"
          rowGap="1"
          textStyle="xs"
          color="fg.muted"
        >
          <chakra.time dateTime={card.date}>{intl.date(card.date, dayFormat)}</chakra.time>
          <span>{intl.t('cms.content.views', { count: card.view })}</span>
          <span>{intl.t('cms.content.comments', { count: card.Comment })}</span>
        </Box>
      </Box>
    </Box>
  )
}

/** A publication day (YYYY-MM-DD) is the same day everywhere. */
const dayFormat: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' }
