import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { QuestionQueueScreen } from '../../features/back-office/feedback/components/question-queue'
import { pageParam } from '../../lib/search-params'

export const Route = createFileRoute('/admin/questions')({
  validateSearch: z.object({ page: pageParam }),
  component: QuestionsRoute,
})

function QuestionsRoute() {
  const { page } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <QuestionQueueScreen page={page} onPage={(at) => void navigate({ search: { page: at } })} />
  )
}
