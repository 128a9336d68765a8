import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { chakra } from '@chakra-ui/react/styled-system'
import { Link } from '@tanstack/react-router'
import { SanitizedHtml } from '../../../components/sanitized-html'
import type { BlogPost } from '../../../contract/blog'
import { useIntl } from '../../../i18n/use-intl'
import { mediaUrl } from '../../../lib/media'
import { richTextStyles } from '../../../theme/rich-text-styles'
import { textLink } from '../../../theme/styles'
import { blogMessages } from '../messages'

/** A blog post: its category, title, date and views, its picture and its sanitised text. */
export function BlogPostView({ post, uploadPath }: { post: BlogPost; uploadPath: string }) {
  const { t, date } = useIntl(blogMessages)
  return (
    <Box as="article" maxW="3xl" mx="auto" px={{ base: '3', md: '6' }} py={{ base: '6', md: '10' }}>
      <chakra.a asChild textStyle="sm" {...textLink}>
        <Link to="/blog/cat/$unique" params={{ unique: post.cat.uniqueId }}>
          {post.cat.title}
        </Link>
      </chakra.a>
      <Heading as="h1" size="3xl" mt="2">
        {post.title}
      </Heading>
      <chakra.p mt="2" textStyle="sm" color="fg.muted" display="flex" flexWrap="wrap" gap="3">
        <span>
          <chakra.span srOnly>{t('blog.published')}: </chakra.span>
          <time dateTime={post.created_at.replace(' ', 'T')}>
            {date(post.date || post.created_at)}
          </time>
        </span>
        <span>{t('blog.views', { count: post.view })}</span>
        <span>{t('blog.comments', { count: post.Comment })}</span>
      </chakra.p>
      {post.img && (
        <chakra.img
          src={mediaUrl(uploadPath, post.img)}
          alt=""
          mt="6"
          w="full"
          h="auto"
          aspectRatio="2"
          objectFit="cover"
          rounded="lg"
          bg="gray.50"
          // The post's picture is its page's largest: asked for first.
          fetchPriority="high"
        />
      )}
      {post.des && (
        <chakra.p mt="6" textStyle="lg" fontWeight="medium">
          {post.des}
        </chakra.p>
      )}
      <SanitizedHtml html={post.body} mt="6" css={richTextStyles} />
    </Box>
  )
}
