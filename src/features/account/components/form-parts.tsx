import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { useId, type FormEvent, type ReactNode, type Ref } from 'react'
import { useIntl } from '../../../i18n/use-intl'
import {
  formField,
  problemBackground,
  problemColour,
  solidButton,
  textLink,
} from '../../../theme/styles'
import type { FieldProblem, FormNotice } from '../lib/form-problems'
import { accountMessages } from '../messages'

function useProblemText() {
  const { t } = useIntl(accountMessages)
  return (problem: FieldProblem) => ('id' in problem ? t(problem.id, problem.values) : problem.text)
}

interface AccountFieldProps {
  name: string
  label: string
  value: string
  onChange: (value: string) => void
  autoComplete: string
  type?: 'text' | 'email' | 'tel' | 'password'
  problem?: FieldProblem
  hint?: string
  /** Written left to right in every language: emails, phone numbers, passwords. */
  ltr?: boolean
}

/** A labelled field with its hint and, beside it, what is wrong with it. */
export function AccountField({
  name,
  label,
  value,
  onChange,
  autoComplete,
  type = 'text',
  problem,
  hint,
  ltr = false,
}: AccountFieldProps) {
  const id = useId()
  const problemText = useProblemText()
  const described = [hint && `${id}-hint`, problem && `${id}-problem`].filter(Boolean).join(' ')
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontWeight="medium" mb="1">
        {label}
      </chakra.label>
      <chakra.input
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        spellCheck={false}
        dir={ltr ? 'ltr' : 'auto'}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described || undefined}
        {...formField}
        // A left-to-right value still starts on the form's side (right in Persian and Arabic).
        textAlign="match-parent"
        borderColor={problem ? problemColour : 'gray.600'}
      />
      {hint && (
        <chakra.p id={`${id}-hint`} mt="1" textStyle="sm" color="fg.muted">
          {hint}
        </chakra.p>
      )}
      {problem && (
        <chakra.p id={`${id}-problem`} mt="1" textStyle="sm" color={problemColour}>
          {problemText(problem)}
        </chakra.p>
      )}
    </Box>
  )
}

/** The form's own message: what the shop refused, or that the visitor's login ended. */
export function FormNoticeBox({ notice, action }: { notice: FormNotice; action?: ReactNode }) {
  const { t } = useIntl(accountMessages)
  return (
    <Box
      role="alert"
      p="3"
      rounded="md"
      borderWidth="1px"
      borderColor={problemColour}
      bg={problemBackground}
      color={problemColour}
    >
      {notice.title && <chakra.p fontWeight="bold">{t(notice.title)}</chakra.p>}
      <chakra.p>{t(notice.text)}</chakra.p>
      {action && <Box mt="2">{action}</Box>}
    </Box>
  )
}

/** A quiet confirmation above a form (a link was sent, a password was changed). */
export function FormConfirmation({ children }: { children: ReactNode }) {
  return (
    <Box role="status" p="3" rounded="md" bg="brand.50" color="fg">
      {children}
    </Box>
  )
}

/** A form of the login screen: its fields in one column. */
export function AccountFormFrame({
  formRef,
  onSubmit,
  children,
}: {
  formRef: Ref<HTMLFormElement>
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  children: ReactNode
}) {
  return (
    // The shop's own checks speak for the fields, in the page's language.
    <chakra.form ref={formRef} onSubmit={onSubmit} noValidate display="grid" gap="4" mt="6">
      {children}
    </chakra.form>
  )
}

interface SubmitButtonProps {
  busy: boolean
  label: string
  busyLabel: string
}

/** The form's one action; it says what it is doing while the shop answers. */
export function SubmitButton({ busy, label, busyLabel }: SubmitButtonProps) {
  return (
    <chakra.button type="submit" disabled={busy} aria-busy={busy} {...solidButton} minH="12">
      {busy ? busyLabel : label}
    </chakra.button>
  )
}

/** A switch to another form of the login screen, written as a link. */
export function ModeButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <chakra.button
      type="button"
      onClick={onClick}
      bg="transparent"
      borderWidth="0"
      p="0"
      cursor="pointer"
      textAlign="start"
      {...textLink}
    >
      {children}
    </chakra.button>
  )
}
