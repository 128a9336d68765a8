import type { UseMutationResult } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import type * as z from 'zod/mini'
import {
  checkedProblems,
  refusalProblems,
  type AccountForm,
  type FieldProblems,
  type FormNotice,
} from './form-problems'
import { useFocusFirstRefused } from '../../../components/form/field-refusal'

type Values<Field extends string> = Record<Field, string>

/** What a contract schema's `safeParse` answers. */
type CheckResult = { success: true } | { success: false; error: { issues: z.core.$ZodIssue[] } }

interface AccountFormOptions<Field extends string, Answer> {
  form: AccountForm
  /** The fields with their starting values. */
  initial: Values<Field>
  /** The contract's checks of the request, run before anything is sent. */
  check: (values: Values<Field>) => CheckResult
  /** The form's write (`useLogin()`...): it sends the values and hears the answer. */
  call: UseMutationResult<Answer, Error, Values<Field>>
  /** Any edit of a field (it also clears the form's problems). */
  onEdit?: () => void
}

/**
 * A form of the login screen: its values, the contract's checks in the browser, its write, and
 * what the shop refused (the form's notice and the fields' messages). Any edit clears the
 * problems; a failed attempt moves focus to the first field with one.
 */
export function useAccountForm<Field extends string, Answer>({
  form,
  initial,
  check,
  call,
  onEdit,
}: AccountFormOptions<Field, Answer>) {
  const [values, setValues] = useState(initial)
  const [checked, setChecked] = useState<FieldProblems<Field>>({})
  const [attempts, setAttempts] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  const fields = Object.keys(initial) as Field[]
  const refusal = call.error ? refusalProblems(form, fields, call.error) : undefined
  const problems: FieldProblems<Field> = { ...refusal?.fields, ...checked }

  useFocusFirstRefused(formRef, attempts)

  const edit = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setChecked(({ [field]: _edited, ...others }) => others as FieldProblems<Field>)
    if (!call.isIdle && !call.isPending) call.reset()
    onEdit?.()
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (call.isPending) return
    call.reset()
    const result = check(values)
    if (!result.success) {
      setChecked(checkedProblems(fields, result.error.issues))
      setAttempts((n) => n + 1)
      return
    }
    setChecked({})
    call.mutate(values, { onError: () => setAttempts((n) => n + 1) })
  }

  return {
    formRef,
    values,
    edit,
    submit,
    problems,
    notice: refusal?.notice as FormNotice | undefined,
    busy: call.isPending,
    /** The shop accepted the form. */
    done: call.isSuccess,
  }
}
