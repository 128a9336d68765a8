import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { UpdatePrompt } from '../components/update-prompt'

export interface RouterContext {
  queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: () => <p>404</p>,
  errorComponent: () => <p role="alert">Unexpected Application Error!</p>,
})

function RootLayout() {
  return (
    <>
      <Outlet />
      <UpdatePrompt />
    </>
  )
}
