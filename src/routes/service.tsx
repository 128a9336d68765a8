import { createFileRoute } from '@tanstack/react-router'
import { loadShowcase } from '../features/portfolio/api/portfolio'
import { ShowcaseScreen } from '../features/portfolio/components/showcase-screen'
import { defaultUploadPath } from '../lib/media'
import { routeHead } from '../lib/page-head'

export const Route = createFileRoute('/service')({
  loader: ({ context }) =>
    loadShowcase(context, 'services', context.site?.setting.upload_path ?? defaultUploadPath),
  head: ({ match, loaderData }) =>
    routeHead(match.context, {
      path: '/service',
      screen: 'screen.services',
      image: loaderData?.image,
    }),
  component: ServiceRoute,
})

function ServiceRoute() {
  const { site } = Route.useRouteContext()
  return (
    <ShowcaseScreen kind="services" uploadPath={site?.setting.upload_path ?? defaultUploadPath} />
  )
}
