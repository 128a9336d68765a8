import { fireEvent, screen } from '@testing-library/react'
import { beforeEach } from 'vitest'
import { clearToken } from '../../src/lib/login-token'
import { accountHandlers, type SeenCalls } from './msw/account-handlers'
import { startMockApi } from './msw/server'

/**
 * The mock shop's account calls for a file of the account forms' tests: each test starts logged
 * out, with no call seen.
 */
export function startAccountApi() {
  const server = startMockApi()
  const seen: SeenCalls = new Map()
  beforeEach(() => {
    localStorage.clear()
    clearToken()
    seen.clear()
    server.use(...accountHandlers(seen))
  })
  return { server, seen }
}

/** A form's input by its label. */
export const field = (label: string) => screen.getByLabelText(label, { selector: 'input' })

/** Types `value` into the field labelled `label`. */
export const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } })

/** What is wrong with a field, as shown beside it (its `aria-describedby`, without the hint). */
export const besideField = (label: string) =>
  (field(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-problem'))
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
