import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { chakra } from '@chakra-ui/react/styled-system'
import { Link } from '@tanstack/react-router'
import type * as z from 'zod/mini'
import { Screen } from '../../../components/screen'
import type { blogCategorySchema } from '../../../contract/blog'
import { useIntl } from '../../../i18n/use-intl'
import { focusRing, textLink } from '../../../theme/styles'
import type { BlogRegion } from '../lib/blog-regions'
import { blogMessages } from '../messages'
import { BlogSearchForm } from './blog-search-form'
import { PostList } from './post-list'

type BlogCategory = z.output<typeof blogCategorySchema>

interface BlogHomeProps {
  regions: BlogRegion[]
  categories: BlogCategory[]
}

/**
 * The blog's front page: its search, its categories with how many posts each holds, and the
 * regions of its layout (the featured post, the latest ones, a category's strip).
 */
export function BlogHome({ regions, categories }: BlogHomeProps) {
  const { t } = useIntl(blogMessages)
  return (
    <Screen title={t('screen.blog')}>
      <BlogSearchForm />
      {categories.length > 0 && (
        <Box as="nav" aria-label={t('blog.categories')} mt="6">
          <chakra.ul display="flex" flexWrap="wrap" gap="2" p="0" listStyleType="none">
            {categories.map((category) => (
              <li key={category.uniqueId}>
                <chakra.a
                  asChild
                  display="inline-flex"
                  alignItems="center"
                  gap="2"
                  minH="10"
                  px="3"
                  rounded="full"
                  borderWidth="1px"
                  borderColor="border"
                  color="fg"
                  textDecoration="none"
                  _hover={{ bg: 'brand.50', color: 'brand.700' }}
                  {...focusRing}
                >
                  <Link to="/blog/cat/$unique" params={{ unique: category.uniqueId }}>
                    {category.title}{' '}
                    <chakra.span textStyle="xs" color="fg.muted">
                      {t('blog.postCount', { count: category.count })}
                    </chakra.span>
                  </Link>
                </chakra.a>
              </li>
            ))}
          </chakra.ul>
        </Box>
      )}
      {regions.length === 0 ? (
        <chakra.p mt="8">{t('blog.empty')}</chakra.p>
      ) : (
        regions.map((region, index) => {
          const headingId = `blog-${region.pos}-${index}`
          const category = categories.find((c) => c.uniqueId === region.cat)
          return (
            <Box as="section" key={headingId} aria-labelledby={headingId} mt="10">
              <Box
                display="flex"
                flexWrap="wrap"
                alignItems="baseline"
                justifyContent="space-between"
                gap="3"
              >
                <Heading as="h2" size="xl" id={headingId}>
                  {region.title}
                </Heading>
                {region.cat && (
                  <chakra.a asChild textStyle="sm" {...textLink}>
                    <Link to="/blog/cat/$unique" params={{ unique: region.cat }}>
                      {t('blog.allInCategory', { category: category?.title ?? region.title })}
                    </Link>
                  </chakra.a>
                )}
              </Box>
              <PostList
                posts={region.posts}
                label={region.title}
                featured={region.pos === 'blog1'}
                // The page's first post is at the top of the screen.
                eagerCount={index === 0 ? 1 : 0}
              />
            </Box>
          )
        })
      )}
    </Screen>
  )
}
