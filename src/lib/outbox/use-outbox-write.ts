import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { meaningOfFailure } from '../../api/client'
import { isLoginRefused } from '../../api/login-refused'
import type { AnyCall, CallRequest } from '../../contract/call'
import { useLanguage } from '../../i18n/use-intl'
import {
  discardRefused,
  isOutboxWrite,
  outboxMutation,
  type OutboxProduct,
  outboxVariables,
  type OutboxVariables,
  type OutboxWrite,
} from './outbox-queue'

/** What became of the shopper's last write here: the shop has it, or it waits in the outbox. */
export type WriteOutcome = 'sent' | 'queued'

/**
 * A write made from a form or a button. Online, the form shows what the shop answers: its
 * refusal stays in the form, with what the shopper wrote. Offline (or when the network drops on
 * the way, or the shop asks to be asked again later) the write waits in the outbox, and the form
 * is free again. `onWritten` hears of each
 * write the shop took or the outbox keeps.
 */
export function useOutboxWrite<C extends AnyCall>(
  write: OutboxWrite<C>,
  onWritten?: (outcome: WriteOutcome) => void,
) {
  const queryClient = useQueryClient()
  const { lang } = useLanguage()
  const options = useMemo(() => outboxMutation(write), [write])
  const mutation = useMutation(options)
  const [outcome, setOutcome] = useState<WriteOutcome | null>(null)
  /** The Idempotency-Key of the write this form sent last. */
  const sent = useRef<string | null>(null)
  const { reset } = mutation
  const written = useRef(onWritten)
  useEffect(() => {
    written.current = onWritten
  })

  /** The Idempotency-Key of the write this form said waits in the outbox. */
  const waiting = useRef<string | null>(null)

  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' && event.type !== 'removed') return
        // Only the outbox's writes: a change sent at once (a device turned off) is not this form's.
        if (!isOutboxWrite(event.mutation)) return
        const { idempotencyKey } = event.mutation.state.variables as OutboxVariables
        // Paused offline, or the shop asked to be asked again later: it waits in the outbox.
        const waits =
          event.type === 'updated' &&
          (event.action.type === 'pause' ||
            (event.action.type === 'failed' &&
              meaningOfFailure(event.action.error)?.kind === 'try-later'))
        if (waits) {
          if (idempotencyKey !== sent.current) return
          // It waits in the outbox, which sends it and keeps it if refused; the form lets it go.
          sent.current = null
          waiting.current = idempotencyKey
          setOutcome('queued')
          reset()
          written.current?.('queued')
          return
        }
        // Sent, refused (the outbox says so) or discarded: "saved on this device" is over.
        const over =
          event.type === 'removed' ||
          event.action.type === 'success' ||
          event.action.type === 'error'
        if (!over || idempotencyKey !== waiting.current) return
        waiting.current = null
        setOutcome((now) => (now === 'queued' ? null : now))
      }),
    [queryClient, reset],
  )

  const send = (body: CallRequest<C>, about: OutboxProduct) => {
    setOutcome(null)
    waiting.current = null
    const variables = outboxVariables(body, { lang, about })
    sent.current = variables.idempotencyKey
    mutation.mutate(variables, {
      onSuccess: () => {
        setOutcome('sent')
        written.current?.('sent')
      },
      onError: (error) => {
        // The form shows the refusal; a write refused for its login waits for the next login.
        if (!isLoginRefused(error)) discardRefused(queryClient, variables.idempotencyKey)
      },
    })
  }

  return {
    send,
    /** On its way, the form waiting for the shop's answer. */
    sending: mutation.isPending,
    outcome,
    /** The shop's refusal of the last write (its message, and one per field). */
    error: mutation.error,
    /** The shop's answer to the last write sent from here. */
    answer: mutation.data,
    /** Forgets the outcome and the refusal (the form is edited or closed). */
    clear: () => {
      setOutcome(null)
      reset()
    },
  }
}
