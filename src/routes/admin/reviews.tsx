import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { visibilities } from '../../contract/feedback-visibilities'
import { FeedbackListsScreen } from '../../features/back-office/feedback/components/feedback-lists'
import { pageParam } from '../../lib/search-params'

export const Route = createFileRoute('/admin/reviews')({
  validateSearch: z.object({
    /** The reviews (unless `questions`). */
    list: z.catch(z.optional(z.enum(['reviews', 'questions'])), undefined),
    /** All of its entries, or those shown or hidden. */
    show: z.catch(z.optional(z.enum(visibilities)), undefined),
    page: pageParam,
  }),
  component: ReviewsRoute,
})

function ReviewsRoute() {
  const { list, show, page } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <FeedbackListsScreen
      search={{ list, show, page }}
      onSearch={(search) => void navigate({ search })}
    />
  )
}
