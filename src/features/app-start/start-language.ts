import type { QueryClient } from '@tanstack/react-query'
import { localeForLanguage, type Locale } from '../../i18n/locales'
import {
  addressWithLanguage,
  applyLocaleToDocument,
  setCurrentLocale,
  startLocale,
  storedLocale,
  storeLocale,
  urlLocale,
} from '../../lib/language'
import { siteConfigQueryOptions } from '../../lib/site-config'

/**
 * Decides the language a visit starts in (`?lang=` > stored choice > the shop's default) and
 * applies it to `<html>` before anything renders. `?lang=` is also stored as the choice, and a
 * stored choice is put into the address (the router keeps it there from then on).
 */
export async function startLanguage(queryClient: QueryClient, search: string): Promise<Locale> {
  const url = urlLocale(search)
  if (url) storeLocale(url)
  const stored = storedLocale()
  let siteDefault: Locale | undefined
  if (!url && !stored) {
    try {
      const config = await queryClient.fetchQuery(siteConfigQueryOptions(undefined))
      siteDefault = localeForLanguage(config.conf.lang)
      // The default language's configuration is the one the shop reads next.
      queryClient.setQueryData(siteConfigQueryOptions(config.conf.lang).queryKey, config)
    } catch {
      // Offline on a first visit: English until the shop can be reached.
    }
  }
  const locale = startLocale({ url, stored, siteDefault })
  setCurrentLocale(locale)
  applyLocaleToDocument(locale)
  // The stored choice, or the address's own `?lang=` written the shop's way when it cannot be
  // stored (e.g. `?lang=FA` in a private window).
  const address = addressWithLanguage(window.location.href, stored ?? url)
  if (address) window.history.replaceState(window.history.state, '', address)
  return locale
}
