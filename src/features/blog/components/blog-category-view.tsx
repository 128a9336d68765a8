import { chakra } from '@chakra-ui/react/styled-system'
import { Link } from '@tanstack/react-router'
import { ListPage } from '../../../components/list-page'
import type { BlogCard } from '../../../contract/blog'
import type { PagedList } from '../../../contract/common'
import { useIntl } from '../../../i18n/use-intl'
import { textLink } from '../../../theme/styles'
import { blogMessages } from '../messages'
import { PostList } from './post-list'

interface BlogCategoryViewProps {
  title: string
  /** What the category is about ('' for nothing). */
  description: string
  posts: PagedList<BlogCard>
}

/** A blog category: its title and description, how many posts it holds, and a page of them. */
export function BlogCategoryView({ title, description, posts }: BlogCategoryViewProps) {
  const { t } = useIntl(blogMessages)
  return (
    <ListPage
      above={
        <chakra.a asChild textStyle="sm" {...textLink}>
          <Link to="/blog">{t('screen.blog')}</Link>
        </chakra.a>
      }
      title={title}
      description={description}
      count={t('blog.postCount', { count: posts.total })}
      empty={t('blog.empty')}
      list={posts}
    >
      <PostList posts={posts.data} label={t('blog.posts')} headingAs="h2" eagerCount={1} />
    </ListPage>
  )
}
