import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { useId, useState } from 'react'
import { TextField } from '../../../components/text-field'
import { fieldRefusalMessages } from '../../../components/field-refusal-messages'
import { asciiDigits } from '../../../contract/common'
import { useIntl } from '../../../i18n/use-intl'
import { formField, problemColour } from '../../../theme/styles'
import { jalaliDay, typedDay, type IsoDay } from '../lib/calendar-days'
import { backOfficeMessages } from '../messages'

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
 * A day of a back-office form in the page's calendar: in Persian a Jalali day, shown in Persian
 * digits and typed in any digits (۱۴۰۵/۰۹/۰۷, or a Gregorian 2026-11-28); elsewhere the browser's
 * own date input.
 */
export function DayField(props: DayFieldProps) {
  const { locale } = useIntl()
  return locale === 'fa' ? <JalaliDayField {...props} /> : <BrowserDayField {...props} />
}

function BrowserDayField({ name, label, value, onChange, problem }: DayFieldProps) {
  const id = useId()
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontWeight="medium" mb="1">
        {label}
      </chakra.label>
      <chakra.input
        id={id}
        name={name}
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        {...formField}
      />
      {problem && (
        <chakra.p id={`${id}-problem`} mt="1" textStyle="sm" color={problemColour}>
          {problem}
        </chakra.p>
      )}
    </Box>
  )
}

function JalaliDayField({ name, label, value, onChange, problem }: DayFieldProps) {
  const { t, code } = useIntl(backOfficeMessages)
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
      hint={t('backOffice.day.hint', { day: code('1405/09/07') })}
      problem={problem ?? (unread ? refusals.t('refusal.date') : undefined)}
      ltr
    />
  )
}
