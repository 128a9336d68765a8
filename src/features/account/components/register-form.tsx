import { Box } from '@chakra-ui/react/box'
import { registerAccountCall } from '../../../contract/accounts'
import type { CallResponse } from '../../../contract/call'
import { useIntl } from '../../../i18n/use-intl'
import { useRegister } from '../api/account-writes'
import { useAccountForm } from '../lib/use-account-form'
import { accountMessages } from '../messages'
import { AccountFields, AccountFormFrame, FormNoticeBox, useNewPasswordFields } from './form-parts'

interface RegisterFormProps {
  onLoggedIn: (answer: CallResponse<typeof registerAccountCall>) => void
  onMode: (mode: 'login') => void
}

/** A new account: name, email, phone and a password typed twice; registering logs it in. */
export function RegisterForm({ onLoggedIn, onMode }: RegisterFormProps) {
  const { t } = useIntl(accountMessages)
  const form = useAccountForm({
    form: 'register',
    initial: { fname: '', lname: '', email: '', phone: '', password: '', curent_password: '' },
    check: (values) => registerAccountCall.request.safeParse(values),
    call: useRegister(onLoggedIn),
  })
  const passwordFields = useNewPasswordFields('account.field.password')
  return (
    <AccountFormFrame
      form={form}
      submitLabel={t('account.register.submit')}
      busyLabel={t('account.register.busy')}
      modes={[{ label: t('account.register.toLogin'), onClick: () => onMode('login') }]}
    >
      {form.notice && <FormNoticeBox notice={form.notice} />}
      <Box display="grid" gridTemplateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
        <AccountFields
          form={form}
          fields={[
            {
              name: 'fname',
              label: t('account.field.fname'),
              autoComplete: 'given-name',
              ltr: false,
            },
            {
              name: 'lname',
              label: t('account.field.lname'),
              autoComplete: 'family-name',
              ltr: false,
            },
          ]}
        />
      </Box>
      <AccountFields
        form={form}
        fields={[
          { name: 'email', type: 'email', label: t('account.field.email'), autoComplete: 'email' },
          { name: 'phone', type: 'tel', label: t('account.field.phone'), autoComplete: 'tel' },
          ...passwordFields,
        ]}
      />
    </AccountFormFrame>
  )
}
