import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { Screen, ScreenNote } from '../../components/screen'
import { useVisitTracking } from '../../features/tracking/hooks/use-visit-tracking'
import { useIntl, useLanguage } from '../../i18n/use-intl'
import { apiLanguage } from '../../lib/language'
import { routeHead } from '../../lib/page-head'
import { mediaUrl } from '../../lib/media'
import { productQueryOptions } from '../../features/catalogue/api/catalogue'
import { orNotFound } from '../../api/or-not-found'

export const Route = createFileRoute('/product/single/$unique')({
  loader: async ({ context, params }) => {
    const product = await orNotFound(
      context.queryClient.ensureQueryData(
        productQueryOptions(apiLanguage(context.locale), params.unique),
      ),
    )
    const uploadPath = context.site?.setting.upload_path ?? '/uploads/'
    const picture = product.gallery[0]?.url ?? product.ex.img.url
    return { seo: product.seo, image: picture ? mediaUrl(uploadPath, picture) : undefined }
  },
  head: ({ match, params, loaderData }) =>
    routeHead(match.context, {
      path: `/product/single/${params.unique}`,
      seo: loaderData?.seo,
      type: 'product',
      image: loaderData?.image,
    }),
  component: ProductRoute,
})

function ProductRoute() {
  const { price } = useIntl()
  const { lang } = useLanguage()
  const { unique } = Route.useParams()
  const { data } = useSuspenseQuery(productQueryOptions(lang, unique))
  useVisitTracking(`/product/single/${unique}`)
  const amount = data.def.discount || data.def.price || data.price.price
  return (
    <Screen title={data.pro.title}>
      <ScreenNote>
        {data.ex.cat.title} · {price(amount, data.def.vahed)}
      </ScreenNote>
    </Screen>
  )
}
