// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  clearToken,
  dismissLoginEnded,
  readToken,
  storeToken,
  useLoginEnded,
  useLoginToken,
} from '../../src/lib/login-token'

beforeEach(() => {
  localStorage.clear()
  clearToken()
})
afterEach(cleanup)

function TokenShown() {
  const token = useLoginToken()
  const ended = useLoginEnded()
  return (
    <p data-testid="token">
      {token === undefined ? 'unknown' : (token ?? 'none')}
      {ended ? ' (ended)' : ''}
    </p>
  )
}

const shown = () => screen.getByTestId('token').textContent

describe('the login token', () => {
  it('is kept in the browser’s storage, where requests read it when they are sent', () => {
    expect(readToken()).toBeNull()
    storeToken('token-1')
    expect(localStorage.getItem('token')).toBe('token-1')
    expect(readToken()).toBe('token-1')
    clearToken()
    expect(localStorage.getItem('token')).toBeNull()
    expect(readToken()).toBeNull()
  })

  it('is unknown while the server renders: the page it sends is every visitor’s', () => {
    storeToken('token-1')
    expect(renderToString(<TokenShown />)).toContain('unknown')
  })

  it('is followed by what shows it: logins, logouts and an ended login', () => {
    render(<TokenShown />)
    expect(shown()).toBe('none')
    act(() => storeToken('token-2'))
    expect(shown()).toBe('token-2')
    act(() => clearToken({ ended: true }))
    expect(shown()).toBe('none (ended)')
    act(() => dismissLoginEnded())
    expect(shown()).toBe('none')
    act(() => clearToken({ ended: true }))
    act(() => storeToken('token-3'))
    expect(shown()).toBe('token-3')
  })

  it('follows a login or logout in another tab of the shop', () => {
    render(<TokenShown />)
    act(() => {
      localStorage.setItem('token', 'from-another-tab')
      window.dispatchEvent(new StorageEvent('storage', { key: 'token' }))
    })
    expect(shown()).toBe('from-another-tab')
    act(() => {
      localStorage.removeItem('token')
      window.dispatchEvent(new StorageEvent('storage', { key: 'token' }))
    })
    expect(shown()).toBe('none')
  })
})
