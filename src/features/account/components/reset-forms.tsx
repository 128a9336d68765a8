import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import {
  passwordMinLength,
  requestPasswordResetCall,
  resetPasswordCall,
} from '../../../contract/accounts'
import { useIntl } from '../../../i18n/use-intl'
import { quietButton } from '../../../theme/styles'
import { useNewPassword, useResetRequest } from '../api/account-writes'
import { useAccountForm } from '../lib/use-account-form'
import { accountMessages } from '../messages'
import {
  AccountFormFrame,
  FormConfirmation,
  FormNoticeBox,
  LatinAccountFields,
  ModeButton,
} from './form-parts'

/** Asks the shop to mail a reset link to the account of an email or phone number. */
export function ResetRequestForm({ onMode }: { onMode: (mode: 'login') => void }) {
  const { t } = useIntl(accountMessages)
  const form = useAccountForm({
    form: 'reset',
    initial: { userName: '' },
    check: (values) => requestPasswordResetCall.request.safeParse(values),
    call: useResetRequest(),
  })
  return (
    <AccountFormFrame
      form={form}
      submitLabel={t('account.reset.submit')}
      busyLabel={t('account.reset.busy')}
      after={
        <Box>
          <ModeButton onClick={() => onMode('login')}>{t('account.reset.toLogin')}</ModeButton>
        </Box>
      }
    >
      <chakra.p color="fg.muted">{t('account.reset.intro')}</chakra.p>
      {form.notice && <FormNoticeBox notice={form.notice} />}
      {form.done && <FormConfirmation>{t('account.reset.sent')}</FormConfirmation>}
      <LatinAccountFields
        form={form}
        fields={[
          { name: 'userName', label: t('account.field.userName'), autoComplete: 'username' },
        ]}
      />
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
  const form = useAccountForm({
    form: 'newPassword',
    initial: { password: '', curent_password: '' },
    check: (values) => resetPasswordCall.request.safeParse({ ...values, token }),
    call: useNewPassword(token, onSaved),
  })
  return (
    <AccountFormFrame
      form={form}
      submitLabel={t('account.newPassword.submit')}
      busyLabel={t('account.newPassword.busy')}
      after={
        <Box>
          <ModeButton onClick={() => onMode('login')}>{t('account.reset.toLogin')}</ModeButton>
        </Box>
      }
    >
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
      <LatinAccountFields
        form={form}
        fields={[
          {
            name: 'password',
            type: 'password',
            label: t('account.field.newPassword'),
            hint: t('account.field.passwordHint', { min: passwordMinLength }),
            autoComplete: 'new-password',
          },
          {
            name: 'curent_password',
            type: 'password',
            label: t('account.field.confirm'),
            autoComplete: 'new-password',
          },
        ]}
      />
    </AccountFormFrame>
  )
}
