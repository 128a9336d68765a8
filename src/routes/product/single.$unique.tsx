import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { orNotFound } from '../../api/or-not-found'
import { ShareIcon } from '../../components/action-icons'
import { useItemName } from '../../components/option-label'
import { Tabs } from '../../components/tabs'
import { FavoriteButton } from '../../features/favorites/components/favorite-button'
import { AddToCart } from '../../features/checkout/components/add-to-cart'
import { productQueryOptions } from '../../features/catalogue/api/catalogue-calls'
import { PriceBlock } from '../../features/catalogue/components/price-block'
import { ProductGallery } from '../../features/catalogue/components/product-gallery'
import { galleryImageSizes } from '../../features/catalogue/lib/gallery'
import {
  ProductAttributes,
  ProductReview,
} from '../../features/catalogue/components/product-review'
import { ProductSummary } from '../../features/catalogue/components/product-summary'
import { productOffer } from '../../features/catalogue/lib/product-offer'
import { defaultCurrency } from '../../contract/currency'
import { productStructuredData } from '../../features/catalogue/lib/product-structured-data'
import { catalogueMessages } from '../../features/catalogue/messages'
import { QuestionList, ReviewList } from '../../features/reviews/components/review-lists'
import { ShareButton } from '../../features/share/components/share-button'
import { useVisitTracking } from '../../features/tracking/hooks/use-visit-tracking'
import { useIntl, useLanguage } from '../../i18n/use-intl'
import { apiLanguage } from '../../lib/language'
import { mediaAddressOf, picturePreload } from '../../lib/media'
import { pageAddress, routeHead } from '../../lib/page-head'
import { textLink } from '../../theme/styles'

export const Route = createFileRoute('/product/single/$unique')({
  validateSearch: z.object({
    /** The chosen option (its uniqueId), so a shared address keeps it. */
    variant: z.catch(z.optional(z.string().check(z.maxLength(80))), undefined),
  }),
  loader: async ({ context, params }) => {
    const product = await orNotFound(
      context.queryClient.ensureQueryData(
        productQueryOptions(apiLanguage(context.locale), params.unique),
      ),
    )
    const media = mediaAddressOf(context.site)
    const pictures = product.gallery.map((image) => media.url(image.url))
    const path = `/product/single/${params.unique}`
    const firstPicture = product.gallery[0]
    return {
      seo: product.seo,
      // The gallery's first picture is the page's largest: the HTML's head asks for it first.
      largestPicture: firstPicture && media.picture(firstPicture, galleryImageSizes),
      image: pictures[0] ?? (media.url(product.ex.img.url) || undefined),
      structuredData: productStructuredData(
        product,
        pageAddress(context.origin, path),
        pictures.map((picture) => new URL(picture, context.origin).href),
        context.site?.setting.currency ?? defaultCurrency,
      ),
    }
  },
  head: ({ match, params, loaderData }) => {
    const tags = routeHead(match.context, {
      path: `/product/single/${params.unique}`,
      seo: loaderData?.seo,
      type: 'product',
      image: loaderData?.image,
    })
    const largest = loaderData?.largestPicture
    return {
      ...tags,
      links: [...tags.links, ...(largest ? [picturePreload(largest)] : [])],
      scripts: loaderData
        ? [{ type: 'application/ld+json', children: JSON.stringify(loaderData.structuredData) }]
        : [],
    }
  },
  component: ProductRoute,
})

function ProductRoute() {
  const { t } = useIntl(catalogueMessages)
  const { lang } = useLanguage()
  const { unique } = Route.useParams()
  const { variant } = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const { data: product } = useSuspenseQuery(productQueryOptions(lang, unique))
  const path = `/product/single/${unique}`
  useVisitTracking(path)
  const offer = productOffer(product, variant)
  // What the shopper's reviews and questions are about, as the outbox lists them.
  const about = { unique, title: product.pro.title }
  const itemName = useItemName()
  const aboutChosen = { unique, title: itemName(product.pro.title, offer.variant) }
  const choose = (next: string) =>
    void navigate({
      search: (prev) => ({ ...prev, variant: next }),
      replace: true,
      resetScroll: false,
    })
  return (
    <Box maxW="6xl" mx="auto" px={{ base: '3', md: '6' }} py={{ base: '4', md: '8' }}>
      <Breadcrumbs category={product.ex.cat} />
      <Box
        display="grid"
        gridTemplateColumns={{ base: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }}
        gap={{ base: '6', md: '10' }}
        mt="4"
      >
        <ProductGallery title={product.pro.title} images={product.gallery} />
        <div>
          <ProductSummary product={product} />
          <PriceBlock
            product={product}
            offer={offer}
            onChoose={choose}
            actions={
              <>
                {product.price.quty > 0 && (
                  <AddToCart
                    pid={product.pro.id}
                    option={offer.variant?.uniqueId}
                    product={aboutChosen}
                  />
                )}
                <FavoriteButton pid={product.pro.id} product={about} returnPath={path} />
                <ShareButton title={product.pro.title}>
                  <ShareIcon />
                  <chakra.span srOnly>{t('catalogue.share')}</chakra.span>
                </ShareButton>
              </>
            }
          />
        </div>
      </Box>
      <Tabs
        label={product.pro.title}
        tabs={[
          {
            id: 'review',
            label: t('catalogue.tab.review'),
            panel: () => <ProductReview product={product} />,
          },
          {
            id: 'attributes',
            label: t('catalogue.tab.attributes'),
            panel: () => <ProductAttributes product={product} />,
          },
          {
            id: 'reviews',
            label: t('catalogue.tab.reviews'),
            panel: () => <ReviewList pid={product.pro.id} product={about} returnPath={path} />,
          },
          {
            id: 'questions',
            label: t('catalogue.tab.questions'),
            panel: () => <QuestionList pid={product.pro.id} product={about} returnPath={path} />,
          },
        ]}
      />
    </Box>
  )
}

/** Home, the store, and the product's category. */
function Breadcrumbs({ category }: { category: { uniqueId: string; title: string } }) {
  const { t } = useIntl(catalogueMessages)
  const crumbs = [
    <Link to="/">{t('common.home')}</Link>,
    <Link to="/product/$category" params={{ category: 'all' }}>
      {t('catalogue.store')}
    </Link>,
    <Link to="/product/$category" params={{ category: category.uniqueId }}>
      {category.title}
    </Link>,
  ]
  return (
    <chakra.nav aria-label={t('catalogue.breadcrumbs')} textStyle="sm">
      <chakra.ol display="flex" flexWrap="wrap" gap="2" listStyleType="none" p="0" m="0">
        {crumbs.map((crumb, index) => (
          <chakra.li key={index} display="flex" gap="2" color="fg.muted">
            {index > 0 && <span aria-hidden="true">/</span>}
            <chakra.a asChild {...textLink}>
              {crumb}
            </chakra.a>
          </chakra.li>
        ))}
      </chakra.ol>
    </chakra.nav>
  )
}
