import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import {
  passwordMinLength,
  requestPasswordResetCall,
  resetPasswordCall,
} from '../../../contract/accounts'
import { useIntl, useLanguage } from '../../../i18n/use-intl'
import { quietButton } from '../../../theme/styles'
import { requestPasswordReset, resetPassword } from '../api/auth'
import { useAccountForm } from '../lib/use-account-form'
import { accountMessages } from '../messages'
import {
  AccountField,
  AccountFormFrame,
  FormConfirmation,
  FormNoticeBox,
  ModeButton,
} from './form-parts'
import { SubmitButton } from '../../../components/text-field'

/** Asks the shop to mail a reset link to the account of an email or phone number. */
export function ResetRequestForm({ onMode }: { onMode: (mode: 'login') => void }) {
  const { t } = useIntl(accountMessages)
  const { lang } = useLanguage()
  const form = useAccountForm({
    form: 'reset',
    initial: { userName: '' },
    check: (values) => requestPasswordResetCall.request.safeParse(values),
    send: (values) => requestPasswordReset(values, lang),
  })
  return (
    <AccountFormFrame formRef={form.formRef} onSubmit={form.submit}>
      <chakra.p color="fg.muted">{t('account.reset.intro')}</chakra.p>
      {form.notice && <FormNoticeBox notice={form.notice} />}
      {form.done && <FormConfirmation>{t('account.reset.sent')}</FormConfirmation>}
      <AccountField
        name="userName"
        label={t('account.field.userName')}
        value={form.values.userName}
        onChange={(value) => form.edit('userName', value)}
        autoComplete="username"
        problem={form.problems.userName}
        ltr
      />
      <SubmitButton
        busy={form.busy}
        label={t('account.reset.submit')}
        busyLabel={t('account.reset.busy')}
      />
      <Box>
        <ModeButton onClick={() => onMode('login')}>{t('account.reset.toLogin')}</ModeButton>
      </Box>
    </AccountFormFrame>
  )
}

interface NewPasswordFormProps {
  /** The token of the reset link the visitor opened. */
  token: string
  onSaved: () => void
  /** The link was refused: back to the form that mails a new one. */
  onAskAgain: () => void
  onMode: (mode: 'login') => void
}

/** The form a reset link opens: the new password, typed twice. */
export function NewPasswordForm({ token, onSaved, onAskAgain, onMode }: NewPasswordFormProps) {
  const { t } = useIntl(accountMessages)
  const { lang } = useLanguage()
  const form = useAccountForm({
    form: 'newPassword',
    initial: { password: '', curent_password: '' },
    check: (values) => resetPasswordCall.request.safeParse({ ...values, token }),
    send: (values) => resetPassword({ ...values, token }, lang),
    onSent: onSaved,
  })
  return (
    <AccountFormFrame formRef={form.formRef} onSubmit={form.submit}>
      {form.notice && (
        <FormNoticeBox
          notice={form.notice}
          action={
            form.notice.askNewLink ? (
              <chakra.button type="button" onClick={onAskAgain} {...quietButton}>
                {t('account.newPassword.askAgain')}
              </chakra.button>
            ) : undefined
          }
        />
      )}
      <AccountField
        name="password"
        type="password"
        label={t('account.field.newPassword')}
        hint={t('account.field.passwordHint', { min: passwordMinLength })}
        value={form.values.password}
        onChange={(value) => form.edit('password', value)}
        autoComplete="new-password"
        problem={form.problems.password}
        ltr
      />
      <AccountField
        name="curent_password"
        type="password"
        label={t('account.field.confirm')}
        value={form.values.curent_password}
        onChange={(value) => form.edit('curent_password', value)}
        autoComplete="new-password"
        problem={form.problems.curent_password}
        ltr
      />
      <SubmitButton
        busy={form.busy}
        label={t('account.newPassword.submit')}
        busyLabel={t('account.newPassword.busy')}
      />
      <Box>
        <ModeButton onClick={() => onMode('login')}>{t('account.reset.toLogin')}</ModeButton>
      </Box>
    </AccountFormFrame>
  )
}
