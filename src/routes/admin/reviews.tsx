import { createFileRoute } from '@tanstack/react-router'
import { FeedbackListsScreen } from '../../features/back-office/feedback/components/feedback-lists'

export const Route = createFileRoute('/admin/reviews')({
  component: FeedbackListsScreen,
})
