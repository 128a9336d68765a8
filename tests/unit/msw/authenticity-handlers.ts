import {
  authenticityCall,
  normalizeSerial,
  serialNotFoundMessage,
} from '../../../src/contract/authenticity'
import type { CallRequest, CallWireResponse } from '../../../src/contract/call'
import { product } from './content-fixtures'
import { answer } from './handlers'

/** Serials the test shop has registered, with their product type. */
export const registeredSerials: Record<string, string> = {
  'IR-10001': 'iron',
  'HD-20001': 'hairdryer',
}

/** The shop's answer to a serial check (the server compares serials as `normalizeSerial` writes them). */
export function serialAnswer({
  serial,
  type,
}: CallRequest<typeof authenticityCall>): CallWireResponse<typeof authenticityCall> {
  const key = normalizeSerial(serial)
  if (registeredSerials[key] !== type) return { status: false, msg: serialNotFoundMessage }
  return {
    status: true,
    product: product(1),
    registration: {
      serial: key,
      type,
      registered_at: '2024-01-15T09:00:00.000Z',
      seller: 'Isfahan Home Appliances',
      // The iron's warranty is over; the hairdryer's runs on.
      warranty_until: type === 'iron' ? '2026-01-15T09:00:00.000Z' : '2099-01-15T09:00:00.000Z',
    },
  }
}

export const authenticityHandlers = [answer(authenticityCall, serialAnswer)]
