// @vitest-environment happy-dom
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { setApiTransport } from '../../src/api/client'
import { defineCall } from '../../src/contract/call'
import { useStaffWrite } from '../../src/features/back-office/api/use-staff-write'
import { StaffContext } from '../../src/features/back-office/staff-context'

const changeCall = defineCall({
  path: '/wsd/v1/test/change',
  auth: 'staff',
  write: true,
  request: z.object({ price: z.number() }),
  response: z.object({ status: z.literal(true) }),
})

/** The keys the shop was sent, and how it answers each: 'ok', 'lost' (no answer) or a status. */
function shopAnswering(answers: ('ok' | 'lost' | number)[]) {
  const keys: string[] = []
  setApiTransport(async (_path, init) => {
    keys.push(new Headers(init.headers).get('idempotency-key') ?? '')
    const answer = answers.shift() ?? 'ok'
    if (answer === 'lost') throw new TypeError('Failed to fetch')
    const status = answer === 'ok' ? 200 : answer
    const body =
      status === 200
        ? { status: true }
        : { status: false, error: { code: 'invalid_request', message: 'No.' } }
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    })
  })
  return keys
}

function renderWrite() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <StaffContext.Provider value={{ token: 'staff-token', user: {} as never }}>
        {children}
      </StaffContext.Provider>
    </QueryClientProvider>
  )
  return renderHook(() => useStaffWrite(changeCall, { changes: [] }), { wrapper })
}

afterEach(() => {
  setApiTransport((path, init) => fetch(path, init))
  onlineManager.setOnline(true)
})

describe('a back-office change', () => {
  it('pressed twice while on its way is sent once', async () => {
    const keys = shopAnswering(['ok'])
    const { result } = renderWrite()
    act(() => {
      result.current.mutate({ price: 100 })
      result.current.mutate({ price: 100 })
    })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(keys).toHaveLength(1)
  })

  it('pressed again after a lost answer is sent with the same key', async () => {
    const keys = shopAnswering(['lost', 'ok'])
    const { result } = renderWrite()
    act(() => result.current.mutate({ price: 100 }))
    await waitFor(() => expect(result.current.isError).toBe(true))
    // The shop answers again (the health check that follows a lost answer says so).
    onlineManager.setOnline(true)
    act(() => result.current.mutate({ price: 100 }))
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(keys).toHaveLength(2)
    expect(keys[1]).toBe(keys[0])
  })

  it('is a new change, with a new key, once the shop answered it or for other values', async () => {
    const keys = shopAnswering(['ok', 400, 'ok', 'ok'])
    const { result } = renderWrite()
    for (const price of [100, 100, 100, 200]) {
      act(() => result.current.mutate({ price }))
      await waitFor(() => expect(result.current.isPending).toBe(false))
    }
    expect(keys).toHaveLength(4)
    expect(new Set(keys).size).toBe(4)
  })
})
