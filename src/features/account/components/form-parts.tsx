import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import type { FormEvent, ReactNode, Ref } from 'react'
import { passwordMinLength } from '../../../contract/accounts'
import { ShopFailure } from '../../../components/shop-failure'
import { TextField, type TextFieldProps } from '../../../components/form/text-field'
import { SubmitButton } from '../../../components/form/submit-button'
import { useIntl } from '../../../i18n/use-intl'
import { problemBackground, problemColour, textLink } from '../../../theme/styles'
import type { FieldProblem, FieldProblems, FormNotice } from '../lib/form-problems'
import { accountMessages } from '../messages'

function useProblemText() {
  const { t } = useIntl(accountMessages)
  return (problem: FieldProblem) => ('id' in problem ? t(problem.id, problem.values) : problem.text)
}

type AccountFieldProps = Omit<TextFieldProps, 'problem'> & { problem?: FieldProblem }

/** A field of an account form; its problem is the account's message or the shop's text. */
function AccountField({ problem, ...field }: AccountFieldProps) {
  const problemText = useProblemText()
  return <TextField {...field} problem={problem && problemText(problem)} />
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
      <chakra.p>
        {notice.failure ? (
          <ShopFailure error={notice.failure.error} outcome={notice.failure.outcome} />
        ) : (
          (notice.shopText ?? t(notice.text))
        )}
      </chakra.p>
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
  form: { formRef, submit, busy },
  submitLabel,
  busyLabel,
  modes,
  children,
}: {
  /** The form's state (`useAccountForm`): where it is, how it is sent, whether the shop is answering. */
  form: {
    formRef: Ref<HTMLFormElement>
    submit: (event: FormEvent<HTMLFormElement>) => void
    busy: boolean
  }
  submitLabel: string
  busyLabel: string
  /** The switches to the other forms, after the button. */
  modes: { label: string; onClick: () => void }[]
  children: ReactNode
}) {
  return (
    // The shop's own checks speak for the fields, in the page's language.
    <chakra.form ref={formRef} onSubmit={submit} noValidate display="grid" gap="4" mt="6">
      {children}
      <SubmitButton busy={busy} label={submitLabel} busyLabel={busyLabel} />
      <Box display="flex" flexWrap="wrap" justifyContent="space-between" gap="3">
        {modes.map(({ label, onClick }) => (
          <ModeButton key={label} onClick={onClick}>
            {label}
          </ModeButton>
        ))}
      </Box>
    </chakra.form>
  )
}

/** A switch to another form of the login screen, written as a link. */
function ModeButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
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

/** What one field of `AccountFormFields` is: the rest comes from the form. */
export type AccountFieldSpec<Field extends string> = Pick<
  TextFieldProps,
  'label' | 'autoComplete' | 'type' | 'hint'
> & {
  name: Field
  /** Written left to right (a login name, a password, an email); false for a person's name. */
  ltr?: boolean
}

/** Fields of an account form, each with its value, edit and problem from the form. */
export function AccountFields<Field extends string>({
  form,
  fields,
}: {
  form: {
    values: Record<Field, string>
    edit: (field: Field, value: string) => void
    problems: FieldProblems<Field>
  }
  fields: AccountFieldSpec<Field>[]
}) {
  return fields.map(({ name, ltr = true, ...field }) => (
    <AccountField
      key={name}
      name={name}
      {...field}
      value={form.values[name]}
      onChange={(value) => form.edit(name, value)}
      problem={form.problems[name]}
      ltr={ltr}
    />
  ))
}

/** A new password and its confirmation, as registering and a reset link ask for them. */
export function useNewPasswordFields(
  label: 'account.field.password' | 'account.field.newPassword',
): AccountFieldSpec<'password' | 'curent_password'>[] {
  const { t } = useIntl(accountMessages)
  return [
    {
      name: 'password',
      type: 'password',
      label: t(label),
      hint: t('account.field.passwordHint', { min: passwordMinLength }),
      autoComplete: 'new-password',
    },
    {
      name: 'curent_password',
      type: 'password',
      label: t('account.field.confirm'),
      autoComplete: 'new-password',
    },
  ]
}
