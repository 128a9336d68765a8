import { Box } from '@chakra-ui/react/box'
import { chakra } from '@chakra-ui/react/styled-system'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState, type ReactNode } from 'react'
import { RetryNotice } from '../../../components/retry-notice'
import { Screen } from '../../../components/screen'
import type { AccountUser } from '../../../contract/accounts'
import { useIntl, useLanguage } from '../../../i18n/use-intl'
import { accountUserQueryOptions, tokenCheckQueryOptions } from '../api/auth'
import { clearToken, dismissLoginEnded, storeToken, useLoginToken } from '../../../lib/login-token'
import { accountMessages, type AccountMessageId } from '../messages'
import { LoginForm } from './login-form'
import { RegisterForm } from './register-form'
import { NewPasswordForm, ResetRequestForm } from './reset-forms'

type Mode = 'login' | 'register' | 'reset'

const titles: Record<Mode | 'newPassword', AccountMessageId> = {
  login: 'account.login.title',
  register: 'account.register.title',
  reset: 'account.reset.title',
  newPassword: 'account.newPassword.title',
}

interface LoginScreenProps {
  /** Where to go once logged in (`?redirect=`). */
  redirect?: string
  /** Where a new account goes without a `redirect` (the cart it has filled), else its home. */
  afterRegister?: string
  /** The token of a password-reset link (`?reset=`). */
  resetToken?: string
  /** The form to open with (`?mode=`): logging in unless it says otherwise. */
  startWith?: Mode
}

/**
 * Login, register and reset on one screen (spec section 2). A visitor whose stored login the shop
 * still accepts goes on to `/account/redirect`; one it refuses is logged out and told so. A reset
 * link opens the form for the new password. Switching forms starts the new one empty.
 */
export function LoginScreen({ redirect, afterRegister, resetToken, startWith }: LoginScreenProps) {
  const { t } = useIntl(accountMessages)
  const { lang } = useLanguage()
  const token = useLoginToken()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [mode, setMode] = useState<Mode>(startWith ?? 'login')
  const [passwordChanged, setPasswordChanged] = useState(false)
  // Taken when the account is made: the login changes what the page knows of the visitor.
  const [registeredTo, setRegisteredTo] = useState<string>()

  const switchTo = (next: Mode) => {
    dismissLoginEnded()
    setPasswordChanged(false)
    setMode(next)
  }
  /** Leaves the reset link's address for the login screen's own. */
  const leaveResetLink = (next: Mode) => {
    switchTo(next)
    void navigate({ to: '/account/login', search: { redirect }, replace: true })
  }
  const keepLogin = (answer: { authorisation: { token: string }; user: AccountUser }) => {
    const next = answer.authorisation.token
    // What the shop has just said needs no asking again.
    queryClient.setQueryData(tokenCheckQueryOptions(lang, next).queryKey, { status: true })
    queryClient.setQueryData(accountUserQueryOptions(lang, next).queryKey, answer.user)
    storeToken(next)
  }

  if (resetToken) {
    return (
      <Screen title={t(titles.newPassword)}>
        <FormColumn>
          <NewPasswordForm
            token={resetToken}
            onSaved={() => {
              // The shop ended every login of the account: the visitor logs in anew.
              clearToken()
              leaveResetLink('login')
              setPasswordChanged(true)
            }}
            onAskAgain={() => leaveResetLink('reset')}
            onMode={leaveResetLink}
          />
        </FormColumn>
      </Screen>
    )
  }

  return (
    <Screen title={t(titles[token ? 'login' : mode])}>
      <FormColumn>
        {token === undefined ? (
          // The token is in the browser: the server and the hydrating page know nothing of it.
          <Waiting text={t('common.loading')} />
        ) : token ? (
          <StoredLogin token={token} redirect={redirect ?? registeredTo} />
        ) : mode === 'register' ? (
          <RegisterForm
            key="register"
            onLoggedIn={(answer) => {
              setRegisteredTo(afterRegister)
              keepLogin(answer)
            }}
            onMode={switchTo}
          />
        ) : mode === 'reset' ? (
          <ResetRequestForm key="reset" onMode={switchTo} />
        ) : (
          <LoginForm
            key="login"
            onLoggedIn={keepLogin}
            onMode={switchTo}
            confirmation={passwordChanged ? t('account.newPassword.done') : undefined}
          />
        )}
      </FormColumn>
    </Screen>
  )
}

function FormColumn({ children }: { children: ReactNode }) {
  return <Box maxW="md">{children}</Box>
}

function Waiting({ text }: { text: string }) {
  return (
    <chakra.p role="status" mt="6" color="fg.muted">
      {text}
    </chakra.p>
  )
}

/** A stored login: checked with the shop, then on to the account (or `redirect`). */
function StoredLogin({ token, redirect }: { token: string; redirect?: string }) {
  const { t } = useIntl(accountMessages)
  const { lang } = useLanguage()
  const navigate = useNavigate()
  const check = useQuery(tokenCheckQueryOptions(lang, token))
  const valid = check.data?.status

  useEffect(() => {
    if (valid === true) {
      void navigate({ to: '/account/redirect', search: { redirect }, replace: true })
    } else if (valid === false) {
      clearToken({ ended: true })
    }
  }, [valid, navigate, redirect])

  if (check.isError) {
    return <RetryNotice onRetry={() => void check.refetch()} retrying={check.isFetching} />
  }
  return <Waiting text={t('account.checking')} />
}
