// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { setApiTransport } from '../../src/api/client'
import { defineCall } from '../../src/contract/call'
import { todoKeys, todoQuery } from '../../src/features/back-office/api/todo-queries'
import { useStaffWrite } from '../../src/features/back-office/api/use-staff-write'
import {
  orderKeys,
  orderListQuery,
  orderQuery,
} from '../../src/features/back-office/orders/api/order-queries'
import { StaffContext } from '../../src/features/back-office/staff-context'

/** A change of an order, as the shop takes it. */
const noteCall = defineCall({
  path: '/wsd/v1/test/note',
  auth: 'staff',
  write: true,
  request: z.object({ number: z.string() }),
  response: z.object({ status: z.literal(true) }),
})

const asking = { lang: 'EN', token: 'staff-token' } as const

/** A back office whose cache holds two orders, a page of the list and what needs doing. */
function backOfficeHolding() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  const reads = {
    order: orderQuery('K7QX-3MPA')(asking).queryKey,
    other: orderQuery('B2CD-9XYZ')(asking).queryKey,
    list: orderListQuery({ status: 'placed' })(asking).queryKey,
    todo: todoQuery()(asking).queryKey,
  }
  for (const queryKey of Object.values(reads)) queryClient.setQueryData(queryKey, {} as never)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <StaffContext.Provider value={{ token: asking.token, user: {} as never }}>
        {children}
      </StaffContext.Provider>
    </QueryClientProvider>
  )
  const askedAgain = () =>
    Object.entries(reads)
      .filter(([, queryKey]) => queryClient.getQueryState(queryKey)?.isInvalidated)
      .map(([name]) => name)
  return { wrapper, askedAgain }
}

/** A note sent to the shop, which takes it; the change asks again the reads under `changes`. */
async function noteChanging(changes: QueryKey[]) {
  setApiTransport(
    async () =>
      new Response(JSON.stringify({ status: true }), {
        headers: { 'content-type': 'application/json' },
      }),
  )
  const shop = backOfficeHolding()
  const { result } = renderHook(() => useStaffWrite(noteCall, { changes }), {
    wrapper: shop.wrapper,
  })
  act(() => result.current.mutate({ number: 'K7QX-3MPA' }))
  await waitFor(() => expect(result.current.isSuccess).toBe(true))
  return shop.askedAgain()
}

afterEach(() => setApiTransport((path, init) => fetch(path, init)))

describe('the back office’s reads', () => {
  it('are keyed by their resource, the language last, and not by the login', () => {
    const key = orderQuery('K7QX-3MPA')(asking).queryKey
    expect(key[0]).toBe('orders')
    expect(key.at(-1)).toBe('EN')
    expect(key).not.toContain(asking.token)
    expect(todoQuery()(asking).queryKey[0]).toBe('todo')
  })

  it('a change of the orders asks again every order and the list, not what needs doing', async () => {
    expect(await noteChanging([orderKeys.all])).toEqual(['order', 'other', 'list'])
  })

  it('a change of one order asks again that order only', async () => {
    expect(await noteChanging([orderKeys.one('K7QX-3MPA')])).toEqual(['order'])
  })

  it('a move asks again the orders and what needs doing', async () => {
    expect(await noteChanging([orderKeys.all, todoKeys.all])).toEqual([
      'order',
      'other',
      'list',
      'todo',
    ])
  })
})
