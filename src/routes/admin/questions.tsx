import { createFileRoute } from '@tanstack/react-router'
import { questionQueueQuery } from '../../features/back-office/feedback/api/feedback-queries'
import { QuestionQueueScreen } from '../../features/back-office/feedback/components/question-queue'
import { listSearch } from '../../features/back-office/list-search'
import { startBackOfficeRead } from '../../features/back-office/open-back-office'
import { pageParam } from '../../lib/search-params'

export const Route = createFileRoute('/admin/questions')({
  ...listSearch({ page: pageParam }),
  loader: ({ context, deps, location }) => {
    // The queue's page, and its first, whose total says how many wait.
    startBackOfficeRead({ context, location }, questionQueueQuery(deps.page ?? 1))
    startBackOfficeRead({ context, location }, questionQueueQuery(1))
  },
  component: QuestionsRoute,
})

function QuestionsRoute() {
  const { page } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <QuestionQueueScreen page={page} onPage={(at) => void navigate({ search: { page: at } })} />
  )
}
