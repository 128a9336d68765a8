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
import { defineStyles, WithStyles } from '../../lib/static-styles'
import { mediaAddressOf } from '../../lib/media'
import { detailHead, pageAddress } from '../../lib/page-head'
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
    return {
      seo: product.seo,
      image: pictures[0] ?? (media.url(product.ex.img.url) || undefined),
      structuredData: productStructuredData(
        product,
        pageAddress(context.origin, path),
        pictures.map((picture) => new URL(picture, context.origin).href),
        context.site?.setting.currency ?? defaultCurrency,
      ),
    }
  },
  head: ({ match, params, loaderData }) =>
    detailHead(match.context, {
      path: `/product/single/${params.unique}`,
      seo: loaderData?.seo,
      type: 'product',
      image: loaderData?.image,
      structuredData: loaderData?.structuredData,
    }),
  component: ProductRoute,
})

/** Resolved once per design system: the page's first screen hydrates without style work. */
const pageStyles = defineStyles({
  page: { maxW: '6xl', mx: 'auto', px: { base: '3', md: '6' }, py: { base: '4', md: '8' } },
  firstScreen: {
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
    gap: { base: '6', md: '10' },
    mt: '4',
  },
  crumbs: { textStyle: 'sm' },
  crumbList: { display: 'flex', flexWrap: 'wrap', gap: '2', listStyleType: 'none', p: '0', m: '0' },
  crumb: { display: 'flex', gap: '2', color: 'fg.muted' },
  crumbLink: textLink,
  unread: { srOnly: true },
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
    <WithStyles sheet={pageStyles}>
      {(className) => (
        <div className={className('page')}>
          <Breadcrumbs category={product.ex.cat} />
          <div className={className('firstScreen')}>
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
                      <span className={className('unread')}>{t('catalogue.share')}</span>
                    </ShareButton>
                  </>
                }
              />
            </div>
          </div>
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
                panel: () => (
                  <QuestionList pid={product.pro.id} product={about} returnPath={path} />
                ),
              },
            ]}
          />
        </div>
      )}
    </WithStyles>
  )
}

/** Home, the store, and the product's category. */
function Breadcrumbs({ category }: { category: { uniqueId: string; title: string } }) {
  const { t } = useIntl(catalogueMessages)
  const crumbs = [
    (className: string) => (
      <Link to="/" className={className}>
        {t('common.home')}
      </Link>
    ),
    (className: string) => (
      <Link to="/product/$category" params={{ category: 'all' }} className={className}>
        {t('catalogue.store')}
      </Link>
    ),
    (className: string) => (
      <Link to="/product/$category" params={{ category: category.uniqueId }} className={className}>
        {category.title}
      </Link>
    ),
  ]
  return (
    <WithStyles sheet={pageStyles}>
      {(className) => (
        <nav aria-label={t('catalogue.breadcrumbs')} className={className('crumbs')}>
          <ol className={className('crumbList')}>
            {crumbs.map((crumb, index) => (
              <li key={index} className={className('crumb')}>
                {index > 0 && <span aria-hidden="true">/</span>}
                {crumb(className('crumbLink'))}
              </li>
            ))}
          </ol>
        </nav>
      )}
    </WithStyles>
  )
}
