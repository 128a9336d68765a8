import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { Link } from '@tanstack/react-router'
import { Pagination } from '../../../components/pagination'
import { Screen } from '../../../components/screen'
import { blogSearchMinLength, type BlogCard } from '../../../contract/blog'
import { useIntl } from '../../../i18n/use-intl'
import { pageCount } from '../../../lib/pagination'
import { textLink } from '../../../theme/styles'
import { isBlogSearch } from '../api/blog-calls'
import { blogMessages } from '../messages'
import { BlogSearchForm } from './blog-search-form'
import { PostList } from './post-list'

interface BlogSearchViewProps {
  /** The search text of the address ('' for none). */
  q: string
  /** The page of posts found; undefined while there is no search to show. */
  found?: { data: BlogCard[]; total: number; per_page: number; current_page: number }
}

/**
 * The blog's search: its box, then what the text found (a page of posts), that nothing matched,
 * that the text is too short, or what a search looks in.
 */
export function BlogSearchView({ q, found }: BlogSearchViewProps) {
  const { t } = useIntl(blogMessages)
  const searching = isBlogSearch(q)
  return (
    <Screen title={searching ? t('screen.search', { q }) : t('screen.blogSearch')}>
      {/* A new address (back, a link) shows its own text in the box. */}
      <BlogSearchForm key={q} q={q} />
      <Box mt="6" aria-live="polite">
        {!searching ? (
          <chakra.p color="fg.muted">
            {q ? t('blog.searchHint', { min: blogSearchMinLength }) : t('blog.searchPrompt')}
          </chakra.p>
        ) : !found ? (
          <chakra.p color="fg.muted">{t('common.loading')}</chakra.p>
        ) : found.total === 0 ? (
          <>
            <chakra.p fontWeight="medium">{t('blog.noMatch', { q })}</chakra.p>
            <chakra.a asChild display="inline-block" mt="3" {...textLink}>
              <Link to="/blog">{t('screen.blog')}</Link>
            </chakra.a>
          </>
        ) : (
          <chakra.p color="fg.muted">{t('blog.found', { count: found.total })}</chakra.p>
        )}
      </Box>
      {searching && found && found.data.length > 0 && (
        <PostList posts={found.data} label={t('blog.posts')} headingAs="h2" eagerCount={1} />
      )}
      {searching && found && (
        <Pagination page={found.current_page} count={pageCount(found.total, found.per_page)} />
      )}
    </Screen>
  )
}
