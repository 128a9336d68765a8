import {
  createRootRouteWithContext,
  HeadContent,
  redirect,
  Outlet,
  retainSearchParams,
  Scripts,
  useRouteContext,
  useRouter,
  useRouterState,
} from '@tanstack/react-router'
import { useCallback, useDeferredValue, useMemo, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { UpdatePrompt } from '../components/update-prompt'
import { ErrorScreen } from '../features/shell/components/error-screen'
import { NotFoundScreen } from '../features/shell/components/not-found-screen'
import { RouteLoading } from '../features/shell/components/route-loading'
import { ConnectionStatusSlot } from '../features/shell/components/connection-status-slot'
import { InstallButton } from '../features/install/components/install-button'
import { ShopProviders } from '../features/shell/components/shop-providers'
import { mainContentId, ShopLayout } from '../features/layout/components/shop-layout'
import { useFocusMainOnNavigation } from '../features/layout/hooks/use-focus-main-on-navigation'
import { menuQueryOptions } from '../features/layout/api/menu'
import { layoutOf } from '../features/layout/layout-options'
import { footerQueryOptions } from '../features/cms/api/pages'
import { localeInfo } from '../i18n/locales'
import { languageParam, type Locale } from '../contract/language-rules'
import { addressWithLanguage, storeLanguageChoice } from '../lib/language'
import { missingPageHead, routeHead } from '../lib/page-head'
import { siteConfigQueryOptions } from '../features/layout/api/site-config'
import type { RouterContext } from '../router-context'
import { ShopChakraProvider } from '../theme/shop-chakra-provider'
import { fontPreloadFor } from '../theme/fonts/persian-arabic-font'
import { FooterBlocks } from '../features/cms/components/footer-blocks'
import { productSuggestQueryOptions } from '../features/catalogue/api/catalogue-calls'
import { BlockRegistryContext } from '../features/cms/registry'
import { BasketLink } from '../features/checkout/components/basket-link'
import { OutboxSlot } from '../features/outbox/components/outbox-slot'
import { shopBlocks } from '../app/shop-blocks'
import { useLanguage } from '../i18n/use-intl'
import { CurrencyContext } from '../i18n/language-context'
import { defaultCurrency } from '../contract/currency'
import { languageSearchParam } from '../lib/search-params'
import { mediaAddressOf, MediaAddressContext } from '../lib/media'

export const Route = createRootRouteWithContext<RouterContext>()({
  // A visitor's chosen language stays in every address they open, so an address they share or
  // reload shows the page in that language, and the page's canonical address names it.
  validateSearch: z.object({ lang: languageSearchParam }),
  search: { middlewares: [retainSearchParams([languageParam])] },
  beforeLoad: async ({ context, location, search }) => {
    // Back or forward to an address that names another language than the one shown: the
    // address follows the page's language, as every other address does.
    if (search.lang && search.lang !== context.locale) {
      const shown = addressWithLanguage(location.href, context.locale, context.origin)
      if (shown) throw redirect({ href: shown, replace: true, resetScroll: false })
    }
    // Offline without a saved copy: the shop still opens; pages say what they cannot load.
    const site = await context.queryClient
      .ensureQueryData(siteConfigQueryOptions(localeInfo[context.locale].lang))
      .catch(() => undefined)
    return { site }
  },
  // The footer and its menu are part of every page the server renders.
  loader: async ({ context }) => {
    const lang = localeInfo[context.locale].lang
    // Both settled before the page's state is sent (a locked shop refuses them: no footer).
    await Promise.allSettled([
      context.queryClient.ensureQueryData(footerQueryOptions(lang)),
      context.queryClient.ensureQueryData(menuQueryOptions(lang, 'footer')),
    ])
  },
  head: ({ match, matches }) => {
    const { locale } = match.context
    const pageTags = routeHead(match.context, { path: matches.at(-1)?.pathname ?? '/' })
    // An address the shop does not have: not to be indexed, no canonical or alternates.
    const missing = matches.some((m) => m.status === 'notFound' || m._notFound)
    const tags = missing ? missingPageHead(pageTags) : pageTags
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
        { name: 'theme-color', content: '#0f5c6e' },
        ...tags.meta,
      ],
      links: [
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon-180.png' },
        { rel: 'manifest', href: '/manifest.webmanifest' },
        ...fontPreloadFor(locale),
        ...tags.links,
      ],
    }
  },
  component: RootDocument,
  // The root renders the document itself: a page skeleton never stands in for it.
  pendingMs: Infinity,
  notFoundComponent: NotFoundScreen,
  errorComponent: ErrorScreen,
})

/** The whole document: the server renders it, the browser hydrates it. */
function RootDocument() {
  const { locale: pageLocale } = useRouteContext({ from: '__root__' })
  // A new language renders in the background: the page keeps showing the old one (and its
  // height and scroll position) until every part has what it needs in the new one.
  const locale = useDeferredValue(pageLocale)
  const router = useRouter()
  const switchLanguage = useCallback(
    async (next: Locale) => {
      storeLanguageChoice(next)
      router.update({
        ...router.options,
        context: { ...router.options.context, locale: next, languageChosen: true },
      })
      // The page stays where it is (same address and scroll position) and shows the new
      // language once its data has arrived; its address names the language.
      const href =
        addressWithLanguage(window.location.href, next, window.location.origin) ??
        `${window.location.pathname}${window.location.search}${window.location.hash}`
      await router.navigate({ href, replace: true, resetScroll: false })
    },
    [router],
  )
  return (
    <html lang={locale} dir={localeInfo[locale].dir}>
      <head>
        <HeadContent />
      </head>
      <body>
        <ShopChakraProvider>
          <ShopProviders locale={locale} onLanguageSwitch={(next) => void switchLanguage(next)}>
            <BlockRegistryContext.Provider value={shopBlocks}>
              <SiteMediaAddress>
                <RootLayout />
              </SiteMediaAddress>
            </BlockRegistryContext.Provider>
          </ShopProviders>
        </ShopChakraProvider>
        <Scripts />
      </body>
    </html>
  )
}

/** Every picture of the page is addressed by the cached site configuration's upload path. */
function SiteMediaAddress({ children }: { children: ReactNode }) {
  const { lang } = useLanguage()
  const site = useQuery(siteConfigQueryOptions(lang)).data
  const media = useMemo(() => mediaAddressOf(site), [site])
  return <MediaAddressContext.Provider value={media}>{children}</MediaAddressContext.Provider>
}

function RootLayout() {
  useFocusMainOnNavigation(mainContentId)
  const { lang } = useLanguage()
  const site = useQuery(siteConfigQueryOptions(lang)).data
  const header = useRouterState({
    select: (s) => layoutOf(s.matches.map((m) => m.loaderData ?? m.staticData)).header,
  })
  const footer = useRouterState({
    select: (s) => layoutOf(s.matches.map((m) => m.loaderData ?? m.staticData)).footer,
  })
  const bottomBar = useRouterState({
    select: (s) => layoutOf(s.matches.map((m) => m.loaderData ?? m.staticData)).bottomBar,
  })
  return (
    // One setting of the server's writes every amount, in its HTML as in the browser.
    <CurrencyContext.Provider value={site?.setting.currency ?? defaultCurrency}>
      <RouteLoading />
      <ShopLayout
        layout={{ header, footer, bottomBar }}
        basket={
          <>
            <OutboxSlot />
            <BasketLink />
          </>
        }
        footerBlocks={<FooterBlocks site={site} />}
        menuActions={<InstallButton />}
        productSuggestions={productSuggestQueryOptions}
      >
        <Outlet />
      </ShopLayout>
      <ConnectionStatusSlot />
      <UpdatePrompt />
    </CurrencyContext.Provider>
  )
}
