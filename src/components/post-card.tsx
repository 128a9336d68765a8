import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { chakra, type HTMLChakraProps } from '@chakra-ui/react/styled-system'
import { Link } from '@tanstack/react-router'
import type { ContentCard } from '../contract/content'
import { useIntl } from '../i18n/use-intl'
import { mediaUrl } from '../lib/media'
import { postMessages } from './post-messages'

/** A publication day (YYYY-MM-DD) is the same day everywhere. */
const dayFormat: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' }

/** A post's day, views and comments on one line. */
export function PostFacts({
  post,
  ...style
}: { post: Pick<ContentCard, 'date' | 'created_at' | 'view' | 'Comment'> } & HTMLChakraProps<'p'>) {
  const { t, date } = useIntl(postMessages)
  const day = post.date || post.created_at.slice(0, 10)
  return (
    <chakra.p display="flex" flexWrap="wrap" columnGap="3" rowGap="1" color="fg.muted" {...style}>
      <span>
        <chakra.span srOnly>{t('post.published')}: </chakra.span>
        <time dateTime={day}>{date(day, dayFormat)}</time>
      </span>
      <span>{t('post.views', { count: post.view })}</span>
      <span>{t('post.comments', { count: post.Comment })}</span>
    </chakra.p>
  )
}

interface PostCardProps {
  /** A content card, with its summary when the list has one. */
  post: ContentCard & { des?: string }
  uploadPath: string
  /** The title's heading level in the page. */
  headingAs?: 'h2' | 'h3'
  /** The post a list leads with: larger, its picture beside the text from medium screens up. */
  featured?: boolean
  /** A card at the top of the page: its picture is asked for at once. */
  eager?: boolean
}

/**
 * A blog post in a list: its 2:1 picture, category, title, summary and facts. The whole card
 * opens the post; passing over it reads nothing ahead (reading a post counts a view).
 */
export function PostCard({
  post,
  uploadPath,
  headingAs = 'h3',
  featured = false,
  eager = false,
}: PostCardProps) {
  return (
    <Box
      as="article"
      position="relative"
      h="full"
      display="grid"
      gridTemplateColumns={featured ? { base: '1fr', md: '3fr 2fr' } : '1fr'}
      gridTemplateRows={featured ? undefined : 'auto 1fr'}
      bg="bg"
      color="fg"
      rounded="lg"
      overflow="hidden"
      borderWidth="1px"
      borderColor="border"
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
    >
      <chakra.img
        src={mediaUrl(uploadPath, post.img)}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        // The lead post's picture is its page's largest: asked for first.
        fetchPriority={featured && eager ? 'high' : undefined}
        htmlWidth={800}
        htmlHeight={400}
        display="block"
        w="full"
        h="auto"
        aspectRatio="2 / 1"
        objectFit="cover"
        bg="gray.50"
      />
      <Box
        p={featured ? { base: '4', md: '6' } : '3'}
        display="flex"
        flexDirection="column"
        justifyContent={featured ? 'center' : undefined}
        gap="2"
      >
        <chakra.span textStyle="xs" color="brand.700" fontWeight="semibold">
          {post.cat}
        </chakra.span>
        <Heading as={headingAs} size={featured ? '2xl' : 'md'}>
          {/* The whole card is the link's target area; the title names it. */}
          <chakra.a
            asChild
            color="inherit"
            textDecoration="none"
            outline="none"
            _hover={{ color: 'brand.700' }}
            _after={{ content: '""', position: 'absolute', inset: '0' }}
          >
            <Link to="/blog/detail/$unique" params={{ unique: post.uniqueId }}>
              {post.title}
            </Link>
          </chakra.a>
        </Heading>
        {post.des && (
          <chakra.p textStyle={featured ? 'md' : 'sm'} lineClamp={featured ? undefined : 3}>
            {post.des}
          </chakra.p>
        )}
        <PostFacts post={post} mt="auto" pt="1" textStyle="xs" />
      </Box>
    </Box>
  )
}
