import { CardGrid } from '../../../components/card-grid'
import { PostCard } from '../../../components/post-card'
import type { BlogCard } from '../../../contract/blog'

interface PostListProps {
  posts: BlogCard[]
  /** The list's name for assistive technologies. */
  label: string
  /** The lead posts, one a row, their pictures beside their text from medium screens up. */
  featured?: boolean
  /** The cards' heading level: under the page's `h1`, or under a region's `h2`. */
  headingAs?: 'h2' | 'h3'
  /** How many cards at the top of the page ask for their pictures at once. */
  eagerCount?: number
}

/** Posts as cards: one a row on phones, two on tablets, three from large screens up. */
export function PostList({
  posts,
  label,
  featured = false,
  headingAs = 'h3',
  eagerCount = 0,
}: PostListProps) {
  return (
    <CardGrid layout={featured ? 'single' : 'posts'} aria-label={label} mt="4">
      {posts.map((post, index) => (
        <li key={post.uniqueId}>
          <PostCard
            post={post}
            featured={featured}
            headingAs={headingAs}
            eager={index < eagerCount}
          />
        </li>
      ))}
    </CardGrid>
  )
}
