import { createFileRoute } from '@tanstack/react-router'
import { todoQuery } from '../../features/back-office/api/todo-queries'
import { BackOfficeHome } from '../../features/back-office/components/back-office-home'
import { startBackOfficeRead } from '../../features/back-office/open-back-office'

/** The back office's home: what needs doing today. */
export const Route = createFileRoute('/admin/')({
  loader: ({ context, location }) => startBackOfficeRead({ context, location }, todoQuery()),
  component: BackOfficeHome,
})
