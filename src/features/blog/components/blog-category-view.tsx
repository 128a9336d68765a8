import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { chakra } from '@chakra-ui/react/styled-system'
import { Link } from '@tanstack/react-router'
import { Pagination } from '../../../components/pagination'
import type { BlogCard } from '../../../contract/blog'
import { useIntl } from '../../../i18n/use-intl'
import { pageCount } from '../../../lib/pagination'
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
  uploadPath: string
}

/** A blog category: its title and description, how many posts it holds, and a page of them. */
export function BlogCategoryView(props: BlogCategoryViewProps) {
  const { title, description, posts, total, page, perPage, uploadPath } = props
  const { t } = useIntl(blogMessages)
  return (
    <Box maxW="6xl" mx="auto" px={{ base: '3', md: '6' }} py={{ base: '6', md: '10' }}>
      <chakra.a asChild textStyle="sm" {...textLink}>
        <Link to="/blog">{t('screen.blog')}</Link>
      </chakra.a>
      <Heading as="h1" size="3xl" mt="2">
        {title}
      </Heading>
      {description && (
        <chakra.p mt="3" textStyle="lg">
          {description}
        </chakra.p>
      )}
      <chakra.p mt="3" color="fg.muted">
        {t('blog.postCount', { count: total })}
      </chakra.p>
      {posts.length === 0 ? (
        <chakra.p mt="6" fontWeight="medium">
          {t('blog.empty')}
        </chakra.p>
      ) : (
        <PostList
          posts={posts}
          uploadPath={uploadPath}
          label={t('blog.posts')}
          headingAs="h2"
          eagerCount={1}
        />
      )}
      <Pagination page={page} count={pageCount(total, perPage)} />
    </Box>
  )
}
