import type { FeatureMessages, MessageIdOf, MessageSet } from './define-messages'
import type { Locale } from '../contract/language-rules'

/** The catalogues whose sets load when needed (the browser's build), as their modules ran. */
const onDemand = new Set<FeatureMessages>()
/** Each catalogue's sets on their way, by locale. */
const loads = new Map<FeatureMessages, Map<Locale, Promise<void>>>()
/** The language the page shows, or is switching to; unknown until the app starts. */
let pageLocale: Locale | undefined

function loadSet(catalogue: FeatureMessages, locale: Locale): Promise<void> | undefined {
  const { sets, loaders } = catalogue
  if (sets[locale] || !loaders) return undefined
  let byLocale = loads.get(catalogue)
  if (!byLocale) loads.set(catalogue, (byLocale = new Map()))
  let loading = byLocale.get(locale)
  if (!loading) {
    const started = byLocale
    loading = loaders[locale]().then(
      (set) => {
        sets[locale] = set
      },
      (error: unknown) => {
        // Asked for again by the next part that needs it.
        started.delete(locale)
        throw error
      },
    )
    byLocale.set(locale, loading)
  }
  return loading
}

function loadLocale(locale: Locale): Promise<void> {
  return Promise.all([...onDemand].map((catalogue) => loadSet(catalogue, locale))).then(
    () => undefined,
  )
}

/** What the browser's build makes of each `defineMessages` call: no set until one is loaded. */
export function messagesOnDemand<Ids extends string>(
  loaders: Record<Locale, () => Promise<MessageSet<Ids>>>,
): FeatureMessages<Ids> {
  const catalogue: FeatureMessages<Ids> = { sets: {}, loaders }
  onDemand.add(catalogue)
  return catalogue
}

/**
 * A module loaded after the start (a route's, a block's), once the page language's messages of
 * the modules it brought are in: the build wraps each `import()` of the app in it, so what the
 * module renders has its words at once.
 */
export function withPageMessages<Module>(loading: Promise<Module>): Promise<Module> {
  return loading.then(async (module) => {
    // A set that fails to load is asked for again by the part that needs it.
    if (pageLocale) await loadLocale(pageLocale).catch(() => undefined)
    return module
  })
}

/**
 * Sets the page's language and loads its messages of every module loaded so far (those loaded
 * later bring theirs with them). Resolves at once where every set is in the modules.
 */
export function loadPageMessages(locale: Locale): Promise<void> {
  const shown = pageLocale
  pageLocale = locale
  return loadLocale(locale).catch((error: unknown) => {
    // A switch whose messages did not arrive leaves the page in its language.
    if (shown && pageLocale === locale) pageLocale = shown
    throw error
  })
}

/**
 * Undefined when these catalogues have their sets of a locale; else the first missing one on its
 * way, with every other catalogue's set of that locale, so a part that waits for it waits once.
 */
export function messagesLoading(
  locale: Locale,
  catalogues: FeatureMessages[],
): Promise<void> | undefined {
  const missing = catalogues.find((catalogue) => !catalogue.sets[locale])
  if (!missing) return undefined
  loadLocale(locale).catch(() => undefined)
  return loadSet(missing, locale)
}

/** A catalogue's set of a locale; one not loaded yet is a mistake in the app's start. */
export function messageSet<Messages extends FeatureMessages>(
  catalogue: Messages,
  locale: Locale,
): MessageSet<MessageIdOf<Messages>> {
  const set = catalogue.sets[locale]
  if (!set) throw new Error(`Messages used in ${locale} before they were loaded.`)
  return set
}
