import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { homePageQueryOptions } from '../features/home/api/home-page'
import { HomePage } from '../features/home/components/home-page'
import { currentLanguage } from '../lib/language'

export const Route = createFileRoute('/')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(homePageQueryOptions(currentLanguage())),
  component: HomeRoute,
})

function HomeRoute() {
  const { data } = useSuspenseQuery(homePageQueryOptions(currentLanguage()))
  return <HomePage home={data} />
}
