import { chakra } from '@chakra-ui/react/styled-system'
import { useState } from 'react'
import { asciiDigits } from '../../contract/common'
import { useIntl } from '../../i18n/use-intl'
import { jalaliDay, typedDay, type IsoDay } from '../../lib/calendar-days'
import { formField } from '../../theme/styles'
import { FieldFrame, fieldBorder } from './field-frame'
import { fieldRefusalMessages } from './field-refusal-messages'
import { formMessages } from './form-messages'
import { TextField } from './text-field'

interface DayFieldProps {
  name: string
  label: string
  /** The day as the API takes it (`YYYY-MM-DD`), '' for none. */
  value: IsoDay
  /** The day chosen; what was typed (in Latin digits) when it names no day, for the shop to refuse. */
  onChange: (day: string) => void
  /** What the shop said of it, in the page's language. */
  problem?: string
}

/**
 * A day of a form in the page's calendar: in Persian a Jalali day, shown in Persian digits and
 * typed in any digits (۱۴۰۵/۰۹/۰۷, or a Gregorian 2026-11-28); elsewhere the browser's own date
 * input.
 */
export function DayField(props: DayFieldProps) {
  const { locale } = useIntl()
  return locale === 'fa' ? <JalaliDayField {...props} /> : <BrowserDayField {...props} />
}

function BrowserDayField({ name, label, value, onChange, problem }: DayFieldProps) {
  return (
    <FieldFrame label={label} problem={problem}>
      {(frame) => (
        <chakra.input
          {...frame}
          name={name}
          type="date"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...formField}
          {...fieldBorder(problem)}
        />
      )}
    </FieldFrame>
  )
}

function JalaliDayField({ name, label, value, onChange, problem }: DayFieldProps) {
  const { t, code } = useIntl(formMessages)
  const refusals = useIntl(fieldRefusalMessages)
  const shown = (day: string) => (typedDay(day) ? code(jalaliDay(day)) : day)
  const [typed, setTyped] = useState(() => shown(value))
  const [left, setLeft] = useState(false)
  // A day set from outside the field (a filter cleared) is shown as it is.
  const typedNow = typed.trim() ? (typedDay(typed) ?? asciiDigits(typed).trim()) : ''
  if (typedNow !== value) setTyped(shown(value))
  const unread = left && typed.trim() !== '' && !typedDay(typed)
  return (
    <TextField
      name={name}
      label={label}
      value={typed}
      onChange={(text) => {
        setTyped(text)
        setLeft(false)
        onChange(text.trim() ? (typedDay(text) ?? asciiDigits(text).trim()) : '')
      }}
      onBlur={() => setLeft(true)}
      autoComplete="off"
      inputMode="numeric"
      hint={t('form.day.hint', { day: code('1405/09/07') })}
      problem={problem ?? (unread ? refusals.t('refusal.date') : undefined)}
      ltr
    />
  )
}
