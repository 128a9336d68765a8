import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { callApi, isNetworkFailure } from '../../../api/client'
import { ownDataReads } from '../../../api/own-data-reads'
import type { Language } from '../../../contract/common'
import {
  pushDevicesCall,
  pushKeyCall,
  pushSubscribeCall,
  pushUnsubscribeCall,
} from '../../../contract/push'
import { useLanguage } from '../../../i18n/use-intl'
import { useIdempotencyKey } from '../../../lib/idempotency-key'
import {
  BrowserPushError,
  devicePushSubscription,
  pushPermission,
  subscribeThisDevice,
  unsubscribeThisDevice,
  type PushPermission,
} from '../../../lib/push-subscription'
import { readStored, writeStored } from '../../../lib/storage'

/** Where this browser keeps the endpoint the shop took for it. */
const toldEndpointKey = 'push-told-endpoint'

/** The shop's push key (null: it sends no notifications). */
export const pushKeyQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: ['push', 'key', lang],
    queryFn: async ({ signal }) => (await callApi(pushKeyCall, {}, { lang, signal })).publicKey,
    staleTime: 60 * 60_000,
  })

/** The account's devices told of its orders. */
export const pushDevicesQueryOptions = (lang: Language, token: string) =>
  queryOptions({
    queryKey: ['account', 'push-devices', token, lang],
    ...ownDataReads,
    queryFn: async ({ signal }) =>
      (await callApi(pushDevicesCall, {}, { lang, signal, token })).devices,
  })

/** This device's subscription in the browser (its endpoint), if it has one. */
export const thisDeviceQueryOptions = () =>
  queryOptions({
    queryKey: ['push', 'this-device'],
    queryFn: async () => (await devicePushSubscription())?.endpoint ?? null,
    // The browser's own state: asked again on each screen that shows it.
    staleTime: 0,
  })

/**
 * Where a visitor stands with being told of their orders on this device: the shop sends none or
 * the browser cannot show them (`unavailable`, `unsupported`), they refused (`denied`), it is
 * `on` or `off`.
 */
export type OrderNewsState = 'unavailable' | 'unsupported' | 'denied' | 'off' | 'on'

/**
 * Why turning news on did not work: refused in the browser, the browser could not subscribe,
 * offline, or the shop failed.
 */
export type OrderNewsProblem = 'refused' | 'browserFailed' | 'offline' | 'failed'

/**
 * Turning this device's news of orders on and off, for the login's account or, without one, the
 * browser session. Permission is asked only when `turnOn` is called (from the visitor's press);
 * the subscription keeps its Idempotency-Key until the shop answers.
 */
export function useOrderNews({ session, token }: { session: string; token: string | null }) {
  const { lang } = useLanguage()
  const queryClient = useQueryClient()
  const [permission, setPermission] = useState<PushPermission>(pushPermission)
  const [problem, setProblem] = useState<OrderNewsProblem>()
  const key = useQuery({ ...pushKeyQueryOptions(lang), enabled: permission !== 'unsupported' })
  const thisDevice = useQuery({
    ...thisDeviceQueryOptions(),
    enabled: permission === 'granted',
  })
  const devices = useQuery({
    ...pushDevicesQueryOptions(lang, token ?? ''),
    enabled: token !== null && permission === 'granted',
  })
  // Each kept until the shop answers: a press again after a lost answer is the same write.
  const onKey = useIdempotencyKey()
  const offKey = useIdempotencyKey()

  const changed = () => {
    void queryClient.invalidateQueries({ queryKey: ['push', 'this-device'] })
    void queryClient.invalidateQueries({ queryKey: ['account', 'push-devices'] })
  }
  const failed = (error: unknown) =>
    setProblem(
      error instanceof BrowserPushError
        ? 'browserFailed'
        : isNetworkFailure(error) || !navigator.onLine
          ? 'offline'
          : 'failed',
    )

  const turnOn = useMutation({
    networkMode: 'always',
    mutationFn: async (publicKey: string) => {
      const subscription = await subscribeThisDevice(publicKey)
      setPermission(pushPermission())
      if (!subscription) return false
      const body = { session, subscription, lang }
      await callApi(pushSubscribeCall, body, {
        lang,
        token: token ?? undefined,
        idempotencyKey: onKey.keyFor([token, body]),
      })
      onKey.answered()
      // The endpoint the shop took for this browser: without a login, what says it is on.
      writeStored(toldEndpointKey, subscription.endpoint)
      return true
    },
    onMutate: () => setProblem(undefined),
    onSuccess: (told) => (told ? changed() : setProblem('refused')),
    onError: failed,
  })

  const turnOff = useMutation({
    networkMode: 'always',
    mutationFn: async (endpoint: string) => {
      const body = { session, endpoint }
      await callApi(pushUnsubscribeCall, body, {
        lang,
        token: token ?? undefined,
        idempotencyKey: offKey.keyFor([token, body]),
      })
      offKey.answered()
      writeStored(toldEndpointKey, null)
      await unsubscribeThisDevice()
    },
    onMutate: () => setProblem(undefined),
    onSuccess: changed,
    onError: failed,
  })

  const endpoint = thisDevice.data ?? null
  // With a login the account's list says whether the shop tells this device; without, what this
  // browser kept of the shop's answer (a subscription the shop never took is not on).
  const told =
    endpoint !== null &&
    (token === null
      ? readStored(toldEndpointKey) === endpoint
      : (devices.data ?? []).some((device) => device.endpoint === endpoint))
  const state: OrderNewsState =
    permission === 'unsupported'
      ? 'unsupported'
      : key.data === null
        ? 'unavailable'
        : permission === 'denied'
          ? 'denied'
          : told
            ? 'on'
            : 'off'
  return {
    state,
    /** The shop's key is not read yet (a button pressed now would have nothing to subscribe with). */
    ready: typeof key.data === 'string',
    working: turnOn.isPending || turnOff.isPending,
    problem,
    turnOn: () => {
      if (typeof key.data === 'string' && !turnOn.isPending) turnOn.mutate(key.data)
    },
    turnOff: () => {
      if (endpoint && !turnOff.isPending) turnOff.mutate(endpoint)
    },
  }
}
