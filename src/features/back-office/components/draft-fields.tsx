import { useFieldRefusal } from '../../../components/form/field-refusal'
import { TextField, type TextFieldProps } from '../../../components/form/text-field'

/** One typed field of a draft: the draft's key, its label, and how it is typed. */
export interface DraftField<Key extends string> extends Pick<
  TextFieldProps,
  'label' | 'type' | 'hint' | 'ltr' | 'rows' | 'inputMode'
> {
  key: Key
  /** Where else the shop may report it, when it says nothing at the field itself. */
  alsoAt?: string
}

/**
 * The typed fields of a draft (a form's values, or a part of them), in the order given: each
 * named and refused at its key (`texts.EN.title` under `texts.EN`), changing the draft as typed.
 */
export function DraftFields<Key extends string, Draft extends Record<Key, string>>({
  fields,
  value,
  onChange,
  error = null,
  problem,
  at,
  name = (field) => (at ? `${at}.${field.key}` : field.key),
}: {
  fields: readonly DraftField<Key>[]
  value: Draft
  onChange: (draft: Draft) => void
  /** The failed change, whose refusals are shown at their fields. */
  error?: Error | null
  /** What the shop said of a field, by where it reports it (in place of `error`'s refusals). */
  problem?: (path: string) => string | undefined
  /** Where the shop reports the draft's fields: 'pricing', `variants.2`. */
  at?: string
  /** A field's name in the form, where it is not where the shop reports it. */
  name?: (field: DraftField<Key>) => string
}) {
  const refusal = useFieldRefusal()
  const problemAt = problem ?? ((path: string) => refusal(error, path))
  return fields.map((field) => {
    const { key, alsoAt, ...typed } = field
    return (
      <TextField
        key={key}
        {...typed}
        name={name(field)}
        value={value[key]}
        onChange={(text) => onChange({ ...value, [key]: text })}
        autoComplete="off"
        problem={
          problemAt(at ? `${at}.${key}` : key) ??
          (alsoAt === undefined ? undefined : problemAt(alsoAt))
        }
      />
    )
  })
}
