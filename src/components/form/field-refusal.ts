import { useCallback, useEffect, type RefObject } from 'react'
import { ApiCallError } from '../../api/client'
import { isFieldReason, wholeRequest } from '../../contract/field-refusals'
import { useIntl } from '../../i18n/use-intl'
import { fieldRefusalMessages } from './field-refusal-messages'

/** What a refused field's message says a whole number looks like. */
const wholeNumberExample = 12

/**
 * What the shop said of one field of a refused change, in the page's language, saying what to do;
 * undefined when it named no such field. The shop's own words (English, for the API's reader)
 * are never shown: a field it refused without saying why reads as one to check.
 */
export function useFieldRefusal(): (error: unknown, field: string) => string | undefined {
  const { t } = useIntl(fieldRefusalMessages)
  return useCallback(
    (error, field) => {
      if (!(error instanceof ApiCallError)) return undefined
      const refusal = error.refusals?.[field]
      if (!refusal || !isFieldReason(refusal.reason)) {
        return error.fields?.[field] === undefined ? undefined : t('refusal.invalid')
      }
      return t(`refusal.${refusal.reason}`, {
        limit: refusal.limit ?? 0,
        example: wholeNumberExample,
      })
    },
    [t],
  )
}

/** Whether the shop refused the change for what is wrong with its fields (not the whole of it). */
export const refusedFields = (error: unknown): boolean =>
  error instanceof ApiCallError &&
  Object.keys(error.refusals ?? error.fields ?? {}).some((field) => field !== wholeRequest)

/** The first field of a form marked as refused (by the browser's checks or the shop's). */
export const firstRefusedField = (form: ParentNode | null | undefined): HTMLElement | undefined =>
  form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? undefined

/**
 * After each refused attempt to send a form (`attempts` counts them), its first refused field
 * takes the focus, so the shopper starts where the form says what to change.
 */
export function useFocusFirstRefused(
  form: RefObject<HTMLFormElement | null>,
  attempts: number,
): void {
  useEffect(() => {
    if (attempts > 0) firstRefusedField(form.current)?.focus()
  }, [form, attempts])
}
