import { Link } from '@tanstack/react-router'
import type { ContentCard } from '../contract/content'
import { useIntl } from '../i18n/use-intl'
import { useMediaAddress } from '../lib/media'
import { defineStyles, recipeStyle, WithStyles } from '../lib/static-styles'
import { postMessages } from './post-messages'

const facts = {
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: '3',
  rowGap: '1',
  color: 'fg.muted',
} as const

const cardFrame = {
  position: 'relative',
  h: 'full',
  display: 'grid',
  bg: 'bg',
  color: 'fg',
  rounded: 'lg',
  overflow: 'hidden',
  borderWidth: '1px',
  borderColor: 'border',
  _focusWithin: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
} as const

const cardBody = { display: 'flex', flexDirection: 'column', gap: '2' } as const

const postStyles = defineStyles({
  factsOfCard: { ...facts, mt: 'auto', pt: '1', textStyle: 'xs' },
  factsOfPost: { ...facts, mt: '2', textStyle: 'sm' },
  factLabel: { srOnly: true },
  card: { ...cardFrame, gridTemplateColumns: '1fr', gridTemplateRows: 'auto 1fr' },
  featuredCard: { ...cardFrame, gridTemplateColumns: { base: '1fr', md: '3fr 2fr' } },
  picture: {
    display: 'block',
    w: 'full',
    h: 'auto',
    aspectRatio: '2 / 1',
    objectFit: 'cover',
    bg: 'gray.50',
  },
  body: { ...cardBody, p: '3' },
  featuredBody: { ...cardBody, p: { base: '4', md: '6' }, justifyContent: 'center' },
  category: { textStyle: 'xs', color: 'brand.700', fontWeight: 'semibold' },
  title: recipeStyle('heading', { size: 'md' }),
  featuredTitle: recipeStyle('heading', { size: '2xl' }),
  titleLink: {
    color: 'inherit',
    textDecoration: 'none',
    outline: 'none',
    _hover: { color: 'brand.700' },
    _after: { content: '""', position: 'absolute', inset: '0' },
  },
  summary: { textStyle: 'sm', lineClamp: 3 },
  featuredSummary: { textStyle: 'md' },
})

/** A publication day (YYYY-MM-DD) is the same day everywhere. */
const dayFormat: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' }

/** A post's day, views and comments on one line: under a card, or under a post's title. */
export function PostFacts({
  post,
  place,
}: {
  post: Pick<ContentCard, 'date' | 'created_at' | 'view' | 'Comment'>
  place: 'card' | 'post'
}) {
  const { t, date } = useIntl(postMessages)
  const day = post.date || post.created_at.slice(0, 10)
  return (
    <WithStyles sheet={postStyles}>
      {(className) => (
        <p className={className(place === 'card' ? 'factsOfCard' : 'factsOfPost')}>
          <span>
            <span className={className('factLabel')}>{t('post.published')}: </span>
            <time dateTime={day}>{date(day, dayFormat)}</time>
          </span>
          <span>{t('post.views', { count: post.view })}</span>
          <span>{t('post.comments', { count: post.Comment })}</span>
        </p>
      )}
    </WithStyles>
  )
}

interface PostCardProps {
  /** A content card, with its summary when the list has one. */
  post: ContentCard & { des?: string }
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
  headingAs: Title = 'h3',
  featured = false,
  eager = false,
}: PostCardProps) {
  const media = useMediaAddress()
  return (
    <WithStyles sheet={postStyles}>
      {(className) => (
        <article className={className(featured ? 'featuredCard' : 'card')}>
          <img
            src={media.url(post.img)}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            // The lead post's picture is its page's largest: asked for first.
            fetchPriority={featured && eager ? 'high' : undefined}
            width={800}
            height={400}
            className={className('picture')}
          />
          <div className={className(featured ? 'featuredBody' : 'body')}>
            <span className={className('category')}>{post.cat}</span>
            <Title className={className(featured ? 'featuredTitle' : 'title')}>
              {/* The whole card is the link's target area; the title names it. */}
              <Link
                to="/blog/detail/$unique"
                params={{ unique: post.uniqueId }}
                className={className('titleLink')}
              >
                {post.title}
              </Link>
            </Title>
            {post.des && (
              <p className={className(featured ? 'featuredSummary' : 'summary')}>{post.des}</p>
            )}
            <PostFacts post={post} place="card" />
          </div>
        </article>
      )}
    </WithStyles>
  )
}
