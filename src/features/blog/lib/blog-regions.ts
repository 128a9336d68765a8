import type * as z from 'zod/mini'
import { blogPositions, type BlogCard, type blogLayoutEntrySchema } from '../../../contract/blog'

/** One region of the blog's home as the shop's layout setting describes it. */
type BlogLayoutEntry = z.output<typeof blogLayoutEntrySchema>

/** A region of the blog's home with the posts it shows. */
export interface BlogRegion extends BlogLayoutEntry {
  posts: BlogCard[]
}

/**
 * The regions of the blog's home in position order (`blog1` featured, `blog2` latest, `blog3` a
 * category's strip), each with up to `limit` posts. Regions of every category share the latest
 * posts in turn, so the featured post is not repeated among the latest; a category's region
 * shows that category's latest posts. A region with no posts is left out.
 */
export function blogRegions(
  layout: BlogLayoutEntry[],
  latest: BlogCard[],
  postsOf: (cat: string) => BlogCard[] | undefined,
): BlogRegion[] {
  let taken = 0
  return [...layout]
    .sort((a, b) => blogPositions.indexOf(a.pos) - blogPositions.indexOf(b.pos))
    .map((entry) => {
      if (entry.cat) return { ...entry, posts: (postsOf(entry.cat) ?? []).slice(0, entry.limit) }
      const posts = latest.slice(taken, taken + entry.limit)
      taken += posts.length
      return { ...entry, posts }
    })
    .filter((region) => region.posts.length > 0)
}
