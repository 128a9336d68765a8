import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useCallback, useRef } from 'react'
import { callApi, meaningOfFailure } from '../../../api/client'
import type { AnyCall, CallRequest, CallResponse } from '../../../contract/call'
import type { Language } from '../../../contract/common'
import { useLanguage } from '../../../i18n/use-intl'
import { useStaff } from '../staff-context'

/**
 * The shop decided on the change: it was made, or refused for what it says (or for the login).
 * No answer, a failure of the shop's, or a shop asking to be asked later leaves it undecided:
 * pressed again, it goes with the same key.
 */
function isDecided(error: unknown): boolean {
  const meaning = meaningOfFailure(error)?.kind
  return meaning === 'refused' || meaning === 'login-needed'
}

export interface StaffWriteOptions<C extends AnyCall> {
  /**
   * The reads the change changes, by the start of their keys (`orderKeys.all`, every order's
   * read; `orderKeys.one(number)`, one order's): asked again once it is made.
   */
  changes: readonly QueryKey[]
  /**
   * Whether they are asked again after a refusal too (the shop may have changed under another
   * hand); not where the form lives in what they list, which keeps what was typed.
   */
  readAgainAfterRefusal?: boolean
  /** The language the shop answers in (the page's unless told). */
  lang?: Language
  onSuccess?: (answer: CallResponse<C>) => unknown
}

/**
 * A back-office change, sent at once (never queued for later: staff act on the shop as it is),
 * with the staff member's login. One press is one change: its Idempotency-Key is made when the
 * staff member presses and kept until the shop answers, so a press repeated after a lost answer
 * gets the first answer, and a second press of the same change while it is on its way sends
 * nothing. Once made, the reads it changes are asked again.
 */
export function useStaffWrite<C extends AnyCall>(
  call: C,
  { changes, readAgainAfterRefusal = false, lang, onSuccess }: StaffWriteOptions<C>,
) {
  const staff = useStaff()
  const page = useLanguage().lang
  const queryClient = useQueryClient()
  /** Each unanswered change's key, by its body. */
  const keys = useRef(new Map<string, string>())
  /** The changes on their way, by their body. */
  const onTheirWay = useRef(new Set<string>())
  const mutation = useMutation({
    mutationFn: (body: CallRequest<C>): Promise<CallResponse<C>> =>
      callApi(call, body, {
        lang: lang ?? page,
        token: staff.token,
        idempotencyKey: keys.current.get(JSON.stringify(body)),
      }),
    onSuccess,
    onSettled: async (_answer, error, body) => {
      const change = JSON.stringify(body)
      onTheirWay.current.delete(change)
      if (!error || isDecided(error)) keys.current.delete(change)
      if (error && !readAgainAfterRefusal) return
      await Promise.all(changes.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
    },
  })
  const { mutate: send } = mutation
  const mutate = useCallback(
    (body: CallRequest<C>) => {
      const change = JSON.stringify(body)
      if (onTheirWay.current.has(change)) return
      onTheirWay.current.add(change)
      if (!keys.current.has(change)) keys.current.set(change, crypto.randomUUID())
      send(body)
    },
    [send],
  )
  return { ...mutation, mutate }
}
