import { Box } from '@chakra-ui/react/box'
import { passwordMinLength, registerAccountCall } from '../../../contract/accounts'
import type { CallResponse } from '../../../contract/call'
import { useIntl } from '../../../i18n/use-intl'
import { useRegister } from '../api/account-writes'
import { useAccountForm } from '../lib/use-account-form'
import { accountMessages } from '../messages'
import { AccountField, AccountFormFrame, FormNoticeBox, ModeButton } from './form-parts'

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
  const field = (name: keyof typeof form.values) => ({
    name,
    value: form.values[name],
    onChange: (value: string) => form.edit(name, value),
    problem: form.problems[name],
  })
  return (
    <AccountFormFrame
      form={form}
      submitLabel={t('account.register.submit')}
      busyLabel={t('account.register.busy')}
      after={
        <Box>
          <ModeButton onClick={() => onMode('login')}>{t('account.register.toLogin')}</ModeButton>
        </Box>
      }
    >
      {form.notice && <FormNoticeBox notice={form.notice} />}
      <Box display="grid" gridTemplateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
        <AccountField
          {...field('fname')}
          label={t('account.field.fname')}
          autoComplete="given-name"
        />
        <AccountField
          {...field('lname')}
          label={t('account.field.lname')}
          autoComplete="family-name"
        />
      </Box>
      <AccountField
        {...field('email')}
        type="email"
        label={t('account.field.email')}
        autoComplete="email"
        ltr
      />
      <AccountField
        {...field('phone')}
        type="tel"
        label={t('account.field.phone')}
        autoComplete="tel"
        ltr
      />
      <AccountField
        {...field('password')}
        type="password"
        label={t('account.field.password')}
        hint={t('account.field.passwordHint', { min: passwordMinLength })}
        autoComplete="new-password"
        ltr
      />
      <AccountField
        {...field('curent_password')}
        type="password"
        label={t('account.field.confirm')}
        autoComplete="new-password"
        ltr
      />
    </AccountFormFrame>
  )
}
