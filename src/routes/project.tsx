import { createFileRoute } from '@tanstack/react-router'
import { loadShowcase } from '../features/portfolio/api/portfolio'
import { ShowcaseScreen } from '../features/portfolio/components/showcase-screen'
import { defaultUploadPath } from '../lib/media'
import { routeHead } from '../lib/page-head'

export const Route = createFileRoute('/project')({
  loader: ({ context }) =>
    loadShowcase(context, 'projects', context.site?.setting.upload_path ?? defaultUploadPath),
  head: ({ match, loaderData }) =>
    routeHead(match.context, {
      path: '/project',
      screen: 'screen.projects',
      image: loaderData?.image,
    }),
  component: ProjectRoute,
})

function ProjectRoute() {
  const { site } = Route.useRouteContext()
  return (
    <ShowcaseScreen kind="projects" uploadPath={site?.setting.upload_path ?? defaultUploadPath} />
  )
}
