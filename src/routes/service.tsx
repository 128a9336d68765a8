import { createFileRoute } from '@tanstack/react-router'
import { loadShowcase } from '../features/portfolio/api/portfolio'
import { ShowcaseScreen } from '../features/portfolio/components/showcase-screen'
import { routeHead } from '../lib/page-head'

export const Route = createFileRoute('/service')({
  loader: ({ context }) => loadShowcase(context, 'services'),
  head: ({ match, loaderData }) =>
    routeHead(match.context, {
      path: '/service',
      screen: 'screen.services',
      image: loaderData?.image,
    }),
  component: ServiceRoute,
})

function ServiceRoute() {
  return <ShowcaseScreen kind="services" />
}
