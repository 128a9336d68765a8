import { describe, expect, it } from 'vitest'
import type { BlogCard } from '../../src/contract/blog'
import { blogRegions } from '../../src/features/blog/lib/blog-regions'

const post = (n: number, cat = 'tips'): BlogCard => ({
  uniqueId: `post-${n}`,
  title: `Post ${n}`,
  img: '',
  view: 0,
  date: '2025-01-01',
  Comment: 0,
  cat,
  created_at: '2025-01-01T10:00:00.000Z',
  des: '',
  cat_unique: cat,
})

const latest = [1, 2, 3, 4, 5].map((n) => post(n))

describe('the blog home’s regions', () => {
  it('share the latest posts in position order, and give a category its own posts', () => {
    const regions = blogRegions(
      [
        { pos: 'blog3', title: 'Tips', cat: 'tips', limit: 2 },
        { pos: 'blog2', title: 'Latest', cat: '', limit: 3 },
        { pos: 'blog1', title: 'Featured', cat: '', limit: 1 },
      ],
      latest,
      (cat) => (cat === 'tips' ? [post(7), post(8), post(9)] : undefined),
    )
    expect(regions.map((r) => [r.title, r.posts.map((p) => p.uniqueId)])).toEqual([
      ['Featured', ['post-1']],
      ['Latest', ['post-2', 'post-3', 'post-4']],
      ['Tips', ['post-7', 'post-8']],
    ])
  })

  it('leave out a region with nothing to show', () => {
    const regions = blogRegions(
      [
        { pos: 'blog1', title: 'Featured', cat: '', limit: 5 },
        { pos: 'blog2', title: 'Latest', cat: '', limit: 3 },
        { pos: 'blog3', title: 'Gone', cat: 'gone', limit: 3 },
      ],
      latest,
      () => undefined,
    )
    expect(regions.map((r) => r.title)).toEqual(['Featured'])
  })
})
