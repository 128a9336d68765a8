import type { BlogPost } from '../../../contract/blog'

/** schema.org `BlogPosting` of a post page: headline, picture, dates, section and its address. */
export function postStructuredData(
  post: BlogPost,
  address: string,
  image: string | undefined,
  publisher: string,
) {
  const published = new Date(post.created_at.replace(' ', 'T'))
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.des,
    image: image ? [image] : undefined,
    datePublished: Number.isNaN(published.getTime()) ? undefined : published.toISOString(),
    articleSection: post.cat.title,
    mainEntityOfPage: address,
    publisher: { '@type': 'Organization', name: publisher },
  }
}
