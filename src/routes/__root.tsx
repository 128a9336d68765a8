import type { QueryClient } from '@tanstack/react-query'
import {
  createRootRouteWithContext,
  Outlet,
  redirect,
  retainSearchParams,
  useRouterState,
} from '@tanstack/react-router'
import * as z from 'zod/mini'
import { DocumentHead } from '../components/document-head'
import { UpdatePrompt } from '../components/update-prompt'
import { ErrorScreen } from '../features/app-start/components/error-screen'
import { NotFoundScreen } from '../features/app-start/components/not-found-screen'
import { RouteLoading } from '../features/app-start/components/route-loading'
import { lockPath, mustShowLockPage } from '../features/app-start/site-lock-guard'
import { mainContentId, ShopLayout } from '../features/layout/components/shop-layout'
import { useFocusMainOnNavigation } from '../features/layout/hooks/use-focus-main-on-navigation'
import { layoutOf } from '../features/layout/layout-options'
import { addressWithLanguage, currentLanguage, currentLocale } from '../lib/language'
import { routeHead } from '../lib/route-head'
import { siteConfigQueryOptions } from '../lib/site-config'
import { readSitePass } from '../lib/site-pass'
import { FooterBlocks } from './-components/footer-blocks'
import { languageSearchParam } from './-queries/search-params'

export interface RouterContext {
  queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // A visitor's chosen language stays in every address they open, so an address they share or
  // reload shows the page in that language, and the page's canonical address names it.
  validateSearch: z.object({ lang: languageSearchParam }),
  search: { middlewares: [retainSearchParams(['lang'])] },
  beforeLoad: async ({ context, location, search }) => {
    // Back or forward to an address that names another language than the one shown: the address
    // follows the visitor's language, as every other address does.
    const shownAddress = search.lang && addressWithLanguage(location.href, currentLocale())
    if (shownAddress) throw redirect({ href: shownAddress, replace: true })
    // Offline without a saved copy: the shop still opens; pages say what they cannot load.
    const site = await context.queryClient
      .ensureQueryData(siteConfigQueryOptions(currentLanguage()))
      .catch(() => undefined)
    if (site && mustShowLockPage(site.setting, readSitePass(), location.pathname)) {
      throw redirect({ to: lockPath })
    }
    return { site }
  },
  head: ({ match, matches }) => ({
    ...routeHead({ site: match.context.site, path: matches.at(-1)?.pathname ?? '/' }),
  }),
  component: RootLayout,
  notFoundComponent: NotFoundScreen,
  errorComponent: ErrorScreen,
})

function RootLayout() {
  useFocusMainOnNavigation(mainContentId)
  const header = useRouterState({
    select: (s) => layoutOf(s.matches.map((m) => m.loaderData)).header,
  })
  const footer = useRouterState({
    select: (s) => layoutOf(s.matches.map((m) => m.loaderData)).footer,
  })
  return (
    <>
      <DocumentHead />
      <RouteLoading />
      <ShopLayout layout={{ header, footer }} footerBlocks={<FooterBlocks />}>
        <Outlet />
      </ShopLayout>
      <UpdatePrompt />
    </>
  )
}
