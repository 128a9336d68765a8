import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useLanguage } from '../../../i18n/use-intl'
import { useLoginToken } from '../../../lib/login-token'
import { ownDeliveryQueryOptions } from '../api/checkout'
import {
  deliveryFieldNames,
  noDeliveryDetails,
  readDeliveryDetails,
  saveDeliveryDetails,
  type DeliveryDetails,
  type DeliveryField,
} from './delivery-details'

const isEmpty = (details: DeliveryDetails) => deliveryFieldNames.every((name) => !details[name])

/**
 * The delivery form's details: what the shopper typed on this device; else, for a logged-in
 * buyer, where their last order went (or their account's name and phone). The shop's answer
 * comes late: it fills the form only while the shopper has neither typed nor sent it.
 */
export function useDeliveryDetails() {
  const { lang } = useLanguage()
  const token = useLoginToken()
  // Rendered in the browser only (after hydration): the device's copy is there to read.
  const [typed, setTyped] = useState<DeliveryDetails | null>(() => {
    const kept = readDeliveryDetails()
    return isEmpty(kept) ? null : kept
  })
  const known = useQuery({
    ...ownDeliveryQueryOptions(lang, token ?? ''),
    enabled: Boolean(token) && typed === null,
  })
  const details = typed ?? known.data ?? noDeliveryDetails
  return {
    details,
    /** The shopper changed a field: from now on the form is theirs. */
    edit: (name: DeliveryField, value: string) => {
      const next = { ...details, [name]: value }
      setTyped(next)
      saveDeliveryDetails(next)
    },
    /** The shopper sent the form as it stands: nothing arriving later changes it. */
    keep: () => setTyped(details),
  }
}
