import { chakra } from '@chakra-ui/react/styled-system'
import { requestPasswordResetCall, resetPasswordCall } from '../../../contract/accounts'
import { useIntl } from '../../../i18n/use-intl'
import { quietButton } from '../../../theme/styles'
import { useNewPassword, useResetRequest } from '../api/account-writes'
import { useAccountForm } from '../lib/use-account-form'
import { accountMessages } from '../messages'
import {
  AccountFields,
  AccountFormFrame,
  FormConfirmation,
  FormNoticeBox,
  useNewPasswordFields,
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
      modes={[{ label: t('account.reset.toLogin'), onClick: () => onMode('login') }]}
    >
      <chakra.p color="fg.muted">{t('account.reset.intro')}</chakra.p>
      {form.notice && <FormNoticeBox notice={form.notice} />}
      {form.done && <FormConfirmation>{t('account.reset.sent')}</FormConfirmation>}
      <AccountFields
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
  const passwordFields = useNewPasswordFields('account.field.newPassword')
  return (
    <AccountFormFrame
      form={form}
      submitLabel={t('account.newPassword.submit')}
      busyLabel={t('account.newPassword.busy')}
      modes={[{ label: t('account.reset.toLogin'), onClick: () => onMode('login') }]}
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
      <AccountFields form={form} fields={passwordFields} />
    </AccountFormFrame>
  )
}
