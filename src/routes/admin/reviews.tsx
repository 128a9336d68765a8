import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { visibilities } from '../../contract/feedback-visibilities'
import {
  questionListQuery,
  reviewListQuery,
} from '../../features/back-office/feedback/api/feedback-queries'
import { FeedbackListsScreen } from '../../features/back-office/feedback/components/feedback-lists'
import { listSearch } from '../../features/back-office/list-search'
import { startBackOfficeRead } from '../../features/back-office/open-back-office'
import { pageParam } from '../../lib/search-params'

export const Route = createFileRoute('/admin/reviews')({
  ...listSearch({
    /** The reviews (unless `questions`). */
    list: z.catch(z.optional(z.enum(['reviews', 'questions'])), undefined),
    /** All of its entries, or those shown or hidden. */
    show: z.catch(z.optional(z.enum(visibilities)), undefined),
    page: pageParam,
  }),
  loader: ({ context, deps: { list, show = 'all', page = 1 }, location }) => {
    if (list === 'questions')
      startBackOfficeRead({ context, location }, questionListQuery(show, page))
    else startBackOfficeRead({ context, location }, reviewListQuery(show, page))
  },
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
