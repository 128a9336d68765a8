import * as z from 'zod/mini'
import { deliveryFields } from '../../../contract/orders'
import { readStored, writeStored } from '../../../lib/storage'
import type { CheckoutMessageId } from '../checkout-messages'

/** The delivery form's fields, as the shopper typed them. */
export type DeliveryDetails = Record<keyof typeof deliveryFields, string>
export type DeliveryField = keyof DeliveryDetails

export const deliveryFieldNames = Object.keys(deliveryFields) as DeliveryField[]
export const noDeliveryDetails: DeliveryDetails = {
  name: '',
  phone: '',
  address: '',
  postal_code: '',
}

/** The shop's own rules for the details: the page checks them as the server will. */
const deliverySchema = z.strictObject(deliveryFields)

/** Where the device keeps what the shopper typed until the order is placed. */
const storageKey = 'delivery'

/** What the shopper typed last on this device (kept through a reload or a closed tab). */
export function readDeliveryDetails(): DeliveryDetails {
  try {
    const stored = JSON.parse(readStored(storageKey) ?? 'null') as unknown
    if (!stored || typeof stored !== 'object') return noDeliveryDetails
    const fields = stored as Record<string, unknown>
    return Object.fromEntries(
      deliveryFieldNames.map((name) => [
        name,
        typeof fields[name] === 'string' ? fields[name] : '',
      ]),
    ) as DeliveryDetails
  } catch {
    return noDeliveryDetails
  }
}

export function saveDeliveryDetails(details: DeliveryDetails | null): void {
  writeStored(storageKey, details && JSON.stringify(details))
}

/** A message of the checkout's, with its values. */
export interface DeliveryProblem {
  id: CheckoutMessageId
  values?: Record<string, number>
}

export type DeliveryProblems = Partial<Record<DeliveryField, DeliveryProblem>>

const emptyField: Record<DeliveryField, CheckoutMessageId> = {
  name: 'checkout.check.name',
  phone: 'checkout.check.phone',
  address: 'checkout.check.address',
  postal_code: 'checkout.check.postalCode',
}

const badFormat: Record<DeliveryField, CheckoutMessageId> = {
  name: 'checkout.check.invalid',
  phone: 'checkout.check.phoneFormat',
  address: 'checkout.check.invalid',
  postal_code: 'checkout.check.postalCodeFormat',
}

function problemOf(field: DeliveryField, issue: z.core.$ZodIssue): DeliveryProblem {
  switch (issue.code) {
    case 'too_small':
      // The address's second minimum asks for a whole address, not for any text.
      return Number(issue.minimum) > 1
        ? { id: 'checkout.check.addressShort', values: { min: Number(issue.minimum) } }
        : { id: emptyField[field] }
    case 'too_big':
      return field === 'name' || field === 'address'
        ? { id: 'checkout.check.tooLong', values: { max: Number(issue.maximum) } }
        : { id: badFormat[field] }
    case 'invalid_format':
      return { id: badFormat[field] }
    default:
      return { id: emptyField[field] }
  }
}

/**
 * The details as the shop will take them (trimmed, digits made ASCII), or what is wrong with
 * each field (its first problem).
 */
export function checkDeliveryDetails(
  details: DeliveryDetails,
): { ok: true; details: DeliveryDetails } | { ok: false; problems: DeliveryProblems } {
  const checked = deliverySchema.safeParse(details)
  if (checked.success) return { ok: true, details: checked.data }
  const problems: DeliveryProblems = {}
  for (const issue of checked.error.issues) {
    const field = issue.path[0] as DeliveryField
    if (deliveryFieldNames.includes(field)) problems[field] ??= problemOf(field, issue)
  }
  return { ok: false, problems }
}
