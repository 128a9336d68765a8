import { chakra } from '@chakra-ui/react/styled-system'
import { Link } from '@tanstack/react-router'
import { ListPage } from '../../../components/list-page'
import type { BlogCard } from '../../../contract/blog'
import { useIntl } from '../../../i18n/use-intl'
import { textLink } from '../../../theme/styles'
import { blogMessages } from '../messages'
import { PostList } from './post-list'

interface BlogCategoryViewProps {
  title: string
  /** What the category is about ('' for nothing). */
  description: string
  posts: BlogCard[]
  total: number
  page: number
  perPage: number
}

/** A blog category: its title and description, how many posts it holds, and a page of them. */
export function BlogCategoryView(props: BlogCategoryViewProps) {
  const { title, description, posts, total, page, perPage } = props
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
      count={t('blog.postCount', { count: total })}
      empty={posts.length === 0 ? t('blog.empty') : undefined}
      page={page}
      total={total}
      perPage={perPage}
    >
      <PostList posts={posts} label={t('blog.posts')} headingAs="h2" eagerCount={1} />
    </ListPage>
  )
}
