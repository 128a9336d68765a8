import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { chakra } from '@chakra-ui/react/styled-system'
import { Link } from '@tanstack/react-router'
import { PostFacts } from '../../../components/post-card'
import { SanitizedHtml } from '../../../components/sanitized-html'
import type { BlogPost } from '../../../contract/blog'
import { useMediaAddress } from '../../../lib/media'
import { richTextStyles } from '../../../theme/rich-text-styles'
import { textLink } from '../../../theme/styles'

/** A blog post: its category, title, date and views, its picture and its sanitised text. */
export function BlogPostView({ post }: { post: BlogPost }) {
  const media = useMediaAddress()
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
      <PostFacts post={post} place="post" />
      {post.img && (
        <chakra.img
          src={media.url(post.img)}
          alt=""
          htmlWidth={800}
          htmlHeight={400}
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
