import { queryOptions } from '@tanstack/react-query'
import { pushDevicesCall, pushKeyCall } from '../../../contract/push'
import { devicePushSubscription } from '../../../lib/push-subscription'
import { staffRead } from './staff-calls'

/** The shop's push key (null: it sends no notifications). */
export const pushKeyQuery = () => staffRead(['push-key'], pushKeyCall, {})

/** The staff member's devices told of news, with what each is told of. */
export const staffDevicesQuery = () => staffRead(['push-devices'], pushDevicesCall, {})

/** This device's subscription in the browser (its endpoint), if it has one. */
export const thisDeviceQuery = () =>
  queryOptions({
    queryKey: ['this-device'],
    queryFn: async () => (await devicePushSubscription())?.endpoint ?? null,
    staleTime: 0,
  })
