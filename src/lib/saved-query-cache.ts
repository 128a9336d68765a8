import type { Mutation, QueryClient } from '@tanstack/query-core'
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  type PersistedClient,
  type Persister,
} from '@tanstack/query-persist-client-core'
import { createStore, del, get, set, type UseStore } from 'idb-keyval'
import { ApiCallError, type ApiCallErrorDetails } from '../api/client'
import { savedDataMaxAge } from './saved-data-age'

/** How often at most the cache is written while it changes. */
const saveDelay = 1000

/** Runs `work` when the page is idle, within a second. */
function whenIdle(work: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: saveDelay })
  else setTimeout(work, 0)
}

const savedClientKey = 'query-cache'

/** An API error as saved: IndexedDB keeps an error's message only, not its class or fields. */
interface SavedApiError {
  apiCallError: Pick<ApiCallError, 'status' | 'code' | 'message'> & ApiCallErrorDetails
}

function isSavedApiError(error: unknown): error is SavedApiError {
  return typeof error === 'object' && error !== null && 'apiCallError' in error
}

/** An API error as plain data on the way in, as an error again on the way out. */
function savedError(error: unknown, saving: boolean): unknown {
  if (saving && error instanceof ApiCallError) {
    const { status, code, message, fields, retryAfterSeconds, refusals, requestId } = error
    return {
      apiCallError: { status, code, message, fields, retryAfterSeconds, refusals, requestId },
    } as SavedApiError
  }
  if (!saving && isSavedApiError(error)) {
    const { status, code, message, ...details } = error.apiCallError
    return new ApiCallError(status, code, message, details)
  }
  return error
}

/**
 * The mutations' API errors (the refusal, and the last failure of a write that waits to be sent
 * again) as plain data on the way in, as errors again on the way out.
 */
function withSavedErrors(client: PersistedClient, saving: boolean): PersistedClient {
  const mutations = client.clientState.mutations.map((mutation) => {
    const { error, failureReason } = mutation.state
    if (!(error ?? failureReason)) return mutation
    const state = {
      ...mutation.state,
      error: savedError(error, saving) as Error | null,
      failureReason: savedError(failureReason, saving) as Error | null,
    }
    return { ...mutation, state }
  })
  return { ...client, clientState: { ...client.clientState, mutations } }
}

/**
 * The query cache kept in IndexedDB. A browser that refuses IndexedDB (private modes, a full
 * disk) keeps nothing: every call resolves, and the shop reads from the network as before.
 */
export function indexedDbPersister(store: UseStore = createStore('shop', 'saved')): Persister {
  return {
    persistClient: (client) =>
      set(savedClientKey, withSavedErrors(client, true), store).catch(() => undefined),
    restoreClient: () =>
      get<PersistedClient>(savedClientKey, store)
        .then((client) => client && withSavedErrors(client, false))
        .catch(() => undefined),
    removeClient: () => del(savedClientKey, store).catch(() => undefined),
  }
}

export interface SavedQueryCacheOptions {
  /** The version of the saved data's shape: data saved by another one is dropped. */
  buster: string
  persister?: Persister
  /** The mutations saved with the cache (none unless told). */
  shouldDehydrateMutation?: (mutation: Mutation) => boolean
}

/**
 * Reads back what the visitor's earlier visits saved, under anything already in the cache (what
 * the server rendered), then saves the cache whenever it changes (when the
 * page is next idle, at most once a second, and when the page is hidden with changes unsaved). Resolves once the saved data is in the cache.
 */
export async function keepQueryCacheSaved(
  queryClient: QueryClient,
  {
    buster,
    persister = indexedDbPersister(),
    shouldDehydrateMutation = () => false,
  }: SavedQueryCacheOptions,
): Promise<() => void> {
  const options = {
    queryClient,
    persister,
    buster,
    maxAge: savedDataMaxAge,
    dehydrateOptions: { shouldDehydrateMutation },
  }
  // What the page already holds (the server's data it renders) stays as it is: the device's copy
  // only fills what is missing, so a part still hydrating never meets other data than the HTML's.
  const fillingGaps: Persister = {
    ...persister,
    restoreClient: async () => {
      const saved = await persister.restoreClient()
      if (!saved) return saved
      const held = queryClient.getQueryCache()
      // A query a screen only watches so far has no data: filled.
      const queries = saved.clientState.queries.filter(
        (query) => !held.find({ queryKey: query.queryKey, exact: true })?.state.dataUpdatedAt,
      )
      return { ...saved, clientState: { ...saved.clientState, queries } }
    },
  }
  await persistQueryClientRestore({ ...options, persister: fillingGaps }).catch(() => undefined)

  // A change is saved at the page's next idle moment (at most once a second): by the time the
  // page hides, what it holds is mostly saved already and hiding it writes nothing.
  let pending = false
  let lastSave = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const save = () => {
    clearTimeout(timer)
    timer = undefined
    pending = false
    lastSave = Date.now()
    void persistQueryClientSave(options).catch(() => undefined)
  }
  const saveWhenIdle = () => {
    timer = undefined
    if (pending) whenIdle(() => pending && save())
  }
  const saveSoon = (event: { type: string }, at = lastSave + saveDelay) => {
    if (event.type !== 'added' && event.type !== 'removed' && event.type !== 'updated') return
    // Already waiting: for the idle moment, or for a time no later than this change's.
    if (pending && (timer === undefined || at >= lastSave + saveDelay)) return
    pending = true
    clearTimeout(timer)
    timer = setTimeout(saveWhenIdle, Math.max(0, at - Date.now()))
  }
  // A write's change is saved at the next idle moment, not a second on: a write the shop took
  // must not stay saved as waiting, or a reload soon after would send it again.
  const saveWriteSoon = (event: { type: string }) => saveSoon(event, 0)
  const saveNowIfHidden = () => {
    if (pending && document.visibilityState === 'hidden') save()
  }
  const stopQueries = queryClient.getQueryCache().subscribe(saveSoon)
  const stopMutations = queryClient.getMutationCache().subscribe(saveWriteSoon)
  document.addEventListener('visibilitychange', saveNowIfHidden)
  // What the page already holds (the server's data) is saved too.
  saveSoon({ type: 'updated' })
  return () => {
    stopQueries()
    stopMutations()
    document.removeEventListener('visibilitychange', saveNowIfHidden)
    clearTimeout(timer)
    pending = false
  }
}
