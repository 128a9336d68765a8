import { createFileRoute } from '@tanstack/react-router'
import { loadShowcase } from '../features/portfolio/api/portfolio'
import { ShowcaseScreen } from '../features/portfolio/components/showcase-screen'
import { routeHead } from '../lib/page-head'

export const Route = createFileRoute('/project')({
  loader: ({ context }) => loadShowcase(context, 'projects'),
  head: ({ match, loaderData }) =>
    routeHead(match.context, {
      path: '/project',
      screen: 'screen.projects',
      image: loaderData?.image,
    }),
  component: ProjectRoute,
})

function ProjectRoute() {
  return <ShowcaseScreen kind="projects" />
}
