import { loginCall } from '../../../contract/accounts'
import type { CallResponse } from '../../../contract/call'
import { useIntl } from '../../../i18n/use-intl'
import { useLogin } from '../api/account-writes'
import type { FormNotice } from '../lib/form-problems'
import { dismissLoginEnded, useLoginEnded } from '../../../lib/login-token'
import { useAccountForm } from '../lib/use-account-form'
import { accountMessages } from '../messages'
import { AccountFields, AccountFormFrame, FormConfirmation, FormNoticeBox } from './form-parts'

const loginEnded: FormNotice = { title: 'account.error.endedTitle', text: 'account.error.ended' }

interface LoginFormProps {
  onLoggedIn: (answer: CallResponse<typeof loginCall>) => void
  onMode: (mode: 'register' | 'reset') => void
  /** Said above the form until the visitor changes mode (the password was changed). */
  confirmation?: string
}

/** Email or phone and password, with the ways to reset a password and to register. */
export function LoginForm({ onLoggedIn, onMode, confirmation }: LoginFormProps) {
  const { t } = useIntl(accountMessages)
  const ended = useLoginEnded()
  const form = useAccountForm({
    form: 'login',
    initial: { userName: '', password: '' },
    check: (values) => loginCall.request.safeParse(values),
    call: useLogin(onLoggedIn),
    onEdit: dismissLoginEnded,
  })
  const notice = form.notice ?? (ended ? loginEnded : undefined)
  return (
    <AccountFormFrame
      form={form}
      submitLabel={t('account.login.submit')}
      busyLabel={t('account.login.busy')}
      modes={[
        { label: t('account.login.toReset'), onClick: () => onMode('reset') },
        { label: t('account.login.toRegister'), onClick: () => onMode('register') },
      ]}
    >
      {notice && <FormNoticeBox notice={notice} />}
      {!notice && confirmation && <FormConfirmation>{confirmation}</FormConfirmation>}
      <AccountFields
        form={form}
        fields={[
          { name: 'userName', label: t('account.field.userName'), autoComplete: 'username' },
          {
            name: 'password',
            type: 'password',
            label: t('account.field.password'),
            autoComplete: 'current-password',
          },
        ]}
      />
    </AccountFormFrame>
  )
}
